/** A coach's day with one session and one player on its roster, for the coach's app's tests. */
import type { CoachSession, CoachSessionsResponse } from "@/shared/api/contract";

export const SESSION = "a00000000000000000000001";
export const PLAYER = "b00000000000000000000001";

/** Friday 27 November 2026, 17:00 in Lagos, with Tobi Adeyemi unmarked. */
export const session: CoachSession = {
  _id: SESSION,
  groupId: "c00000000000000000000001",
  groupName: "Standard adults, evenings",
  startsAt: "2026-11-27T16:00:00.000Z",
  endsAt: "2026-11-27T17:30:00.000Z",
  date: "2026-11-27",
  when: "Friday 17:00",
  venue: "Court 2",
  cancelled: false,
  cancelReason: null,
  roster: [
    {
      userId: PLAYER,
      fullName: "Tobi Adeyemi",
      picture: null,
      level: "adult amatuer",
      mark: null,
      markedAt: null,
      toldByPlayer: false,
      note: null,
      noteShared: false,
      freeSession: null,
      guardian: null,
    },
  ],
};

export const day: CoachSessionsResponse = {
  coach: { _id: "d00000000000000000000001", coachName: "Oluwaseun Adebayo" },
  today: "2026-11-27",
  sessions: [session],
  players: [],
};
