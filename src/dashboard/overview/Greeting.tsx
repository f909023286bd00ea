/** The overview's heading: "Good Morning, {first name}" of the shown player. */
import { ScreenHeader } from "@/ui/ScreenHeader";
import { greetingText } from "./overview";

export function Greeting({ fullName }: { fullName: string | undefined }) {
  return (
    <ScreenHeader title={greetingText(new Date(), fullName)}>Here is how your game is going.</ScreenHeader>
  );
}
