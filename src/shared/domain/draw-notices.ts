/**
 * Who is told that a tournament's draw is published, and what they read: every player drawn, and
 * every active guardian of a drawn player, one notice per person whoever they are told about (a
 * parent with two children in the draw, or who plays in it too, gets one notice naming them all).
 */
import { formatDateNG } from "./date-display";

export interface DrawnPlayer {
  userId: string;
  fullName: string;
}

export interface ActiveGuardian {
  playerId: string;
  guardianId: string;
}

export interface DrawNotice {
  userId: string;
  title: string;
  message: string;
}

/** The names in a list read aloud: "Ada", "Ada and Emeka", "Ada, Emeka and Zara". */
function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function drawPublishedNotices(
  tournament: { name: string; date: Date },
  players: readonly DrawnPlayer[],
  guardians: readonly ActiveGuardian[],
): DrawNotice[] {
  // Per recipient: whether they play, and the drawn players they are the guardian of, in draw order.
  const told = new Map<string, { plays: boolean; wards: string[] }>();
  const entry = (userId: string) => {
    const found = told.get(userId) ?? { plays: false, wards: [] };
    told.set(userId, found);
    return found;
  };
  for (const player of players) entry(player.userId).plays = true;
  for (const player of players) {
    for (const link of guardians) {
      if (link.playerId !== player.userId || link.guardianId === player.userId) continue;
      const wards = entry(link.guardianId).wards;
      if (!wards.includes(player.fullName)) wards.push(player.fullName);
    }
  }
  const title = `Draw published: ${tournament.name}`;
  const when = `${tournament.name} on ${formatDateNG(tournament.date.toISOString())}`;
  return [...told].map(([userId, { plays, wards }]) => ({
    userId,
    title,
    message: `The draw of ${when} is published with ${namesInWords([...(plays ? ["you"] : []), ...wards])} in it. See it on the Matches page of your dashboard.`,
  }));
}
