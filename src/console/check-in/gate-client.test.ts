/** The scanner's decision with no network: the kept pack looked up by pass or typed token. */
import { describe, expect, it } from "vitest";
import type { GatePackResponse } from "@/shared/api/console-contract";
import { gateAnswerWords, scanMessage } from "@/shared/domain/gate";
import type { QueuedScan } from "./device-store";
import { answerOfServer, decideOffline, findInPack, offlineAnswer, type ReadCode } from "./gate-client";

const HERE = "a00000000000000000000001";
const OTHER = "a00000000000000000000002";
const id = (n: number) => `b${String(n).padStart(23, "0")}`;

const pack: GatePackResponse = {
  tournament: { _id: HERE, name: "December Championship 2026" },
  keys: [],
  tickets: [
    { _id: id(1), token: "AAAAA-11111", holder: "Tobi Adeyemi", checkedInAt: null },
    {
      _id: id(2),
      token: "AAAAA-22222",
      holder: "Ada Obi",
      checkedInAt: "2026-12-05T09:00:00.000Z",
      checkedInOn: "Main gate",
      checkedInBy: "Sade Bello",
    },
  ],
  void: [{ _id: id(3), token: "VVVVV-33333" }],
  elsewhere: [
    {
      _id: id(4),
      token: "EEEEE-44444",
      tournamentId: OTHER,
      tournamentName: "Abuja Amateur Classic",
      void: false,
    },
    {
      _id: id(5),
      token: "EEEEE-55555",
      tournamentId: OTHER,
      tournamentName: "Abuja Amateur Classic",
      void: true,
    },
  ],
  at: "2026-12-05T08:00:00.000Z",
};

const pass = (ticketId: string, tournamentId = HERE): ReadCode => ({
  pass: { ticketId, tournamentId, initials: "TA" },
});

function outcome(code: ReadCode, queued: QueuedScan[] = []) {
  const ticket = findInPack(pack, code);
  const decided = decideOffline(HERE, ticket, queued);
  return { ...decided, message: scanMessage(decided.outcome, ticket?.holder, ticket?.tournamentName) };
}

describe("a scan decided on the phone", () => {
  it("lets a kept ticket in by pass or by typed token, whatever its case, with the holder's name", () => {
    expect(outcome(pass(id(1)))).toMatchObject({ outcome: "admitted", message: "Let Tobi Adeyemi in" });
    expect(outcome({ token: " aaaaa-11111 " })).toMatchObject({ outcome: "admitted" });
    // However it is typed: no hyphen, spaces, a misread letter.
    for (const typed of ["aaaaa11111", "AAAAA 1111I", "AAAAA-IllI1"]) {
      expect(findInPack(pack, { token: typed })?._id, typed).toBe(id(1));
    }
    expect(outcome({ token: "vvvvv33333" }).outcome).toBe("void");
    expect(outcome({ token: "eeeee 44444" }).outcome).toBe("wrong-tournament");
    expect(outcome({ token: "AAAAA-22222" }).outcome).toBe("already");
  });

  it("says already checked in once this phone let the ticket in", () => {
    const queued: QueuedScan[] = [
      {
        tournamentId: HERE,
        code: "AAAAA-11111",
        scannedAt: "2026-12-05T09:30:00.000Z",
        admittedOffline: true,
        ticketId: id(1),
      },
    ];
    const second = outcome(pass(id(1)), queued);
    expect(second.outcome).toBe("already");
    expect(second.admittedHere?.scannedAt).toBe("2026-12-05T09:30:00.000Z");
  });

  it("refuses a void ticket by its pass and by its typed token", () => {
    expect(outcome(pass(id(3))).outcome).toBe("void");
    expect(outcome({ token: "vvvvv-33333" }).outcome).toBe("void");
  });

  it("names the other tournament of a ticket brought to the wrong gate, and keeps a void one void", () => {
    const typed = outcome({ token: "EEEEE-44444" });
    expect(typed.outcome).toBe("wrong-tournament");
    expect(typed.message).toBe("Wrong tournament: this ticket is for Abuja Amateur Classic");
    expect(outcome(pass(id(4), OTHER)).outcome).toBe("wrong-tournament");
    expect(outcome({ token: "EEEEE-55555" }).outcome).toBe("void");
    expect(outcome(pass(id(5), OTHER)).outcome).toBe("void");
  });

  it("trusts a signed pass bought after the pack was kept, but not an unknown typed token", () => {
    expect(outcome(pass(id(9)))).toMatchObject({ outcome: "admitted", message: "Let TA in" });
    expect(outcome(pass(id(9), OTHER)).outcome).toBe("wrong-tournament");
    expect(outcome({ token: "ZZZZZ-99999" })).toMatchObject({
      outcome: "unknown",
      message: "Not a ticket of ours",
    });
  });
});

describe("the words of an answer", () => {
  const time = (iso: string) => iso.slice(11, 16);
  const words = (answer: Parameters<typeof gateAnswerWords>[0]) => gateAnswerWords(answer, time);

  it("are the same for a ticket let in earlier, whether the server or the phone answers", () => {
    const online = answerOfServer({
      outcome: "already",
      message: "Already checked in: Ada Obi",
      ticket: { _id: id(2), holder: "Ada Obi", token: "AAAAA-22222", tournamentName: pack.tournament.name },
      checkIn: {
        at: "2026-12-05T09:00:00.000Z",
        deviceId: "Gate 3F2A",
        deviceName: "Main gate",
        staff: "Sade Bello",
      },
    });
    const ticket = findInPack(pack, { token: "aaaaa22222" });
    const { outcome: decided, admittedHere } = decideOffline(HERE, ticket, []);
    const offline = offlineAnswer(ticket, decided, admittedHere, "2026-12-05T10:00:00.000Z", {
      device: "Car park",
      staff: "Kemi Ade",
    });
    expect(words(offline)).toEqual({
      ...words(online),
      lines: [...words(online).lines, "Checked on this phone (offline)."],
    });
    expect(words(online).lines).toEqual(["Ada Obi", "Checked in 09:00 on Main gate by Sade Bello"]);
  });

  it("name this phone for a ticket it let in itself", () => {
    const queued: QueuedScan = {
      tournamentId: HERE,
      code: "AAAAA-11111",
      scannedAt: "2026-12-05T09:30:00.000Z",
      admittedOffline: true,
      ticketId: id(1),
    };
    const ticket = findInPack(pack, { token: "AAAAA-11111" });
    const { outcome: decided, admittedHere } = decideOffline(HERE, ticket, [queued]);
    const answer = offlineAnswer(ticket, decided, admittedHere, "2026-12-05T09:31:00.000Z", {
      device: "Main gate",
      staff: "Sade Bello",
    });
    expect(words(answer).lines).toEqual([
      "Tobi Adeyemi",
      "Checked in 09:30 on Main gate by Sade Bello",
      "Checked on this phone (offline).",
    ]);
  });
});
