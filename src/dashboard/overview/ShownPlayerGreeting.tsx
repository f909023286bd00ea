/**
 * A guardian showing a child's dashboard greets the child, as every card below is the child's. A
 * chunk of its own: only then is the family read (the switcher has made it already), so no one
 * else's first load carries it.
 */
import { useStore } from "@nanostores/react";
import { $family } from "@/stores/family";
import { Greeting } from "./Greeting";

export default function ShownPlayerGreeting({ playerId }: { playerId: string }) {
  const { data } = useStore($family);
  return <Greeting fullName={data?.players.find((p) => p._id === playerId)?.fullName} />;
}
