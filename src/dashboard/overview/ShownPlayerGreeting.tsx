/**
 * A guardian showing a child's dashboard greets the child, as every card below is the child's. A
 * chunk of its own: only then is the family read (the switcher has made it already), so no one
 * else's first load carries it.
 */
import { useJuniorName } from "../family/PlayerName";
import { Greeting } from "./Greeting";

export default function ShownPlayerGreeting({ playerId }: { playerId: string }) {
  return <Greeting fullName={useJuniorName(playerId)} />;
}
