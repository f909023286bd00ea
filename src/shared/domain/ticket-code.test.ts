import { describe, expect, it } from "vitest";
import { findByTicketCode, ticketCodeKey, ticketCodeLookalike } from "./ticket-code";

describe("ticketCodeKey", () => {
  it("ignores case, spaces, hyphens and other separators", () => {
    for (const typed of [
      "SKEV9-B6VKF",
      "SKEV9B6VKF",
      "skev9b6vkf",
      " skev9 b6vkf ",
      "SKEV9–B6VKF",
      "skev9.b6vkf",
    ]) {
      expect(ticketCodeKey(typed)).toBe("SKEV9B6VKF");
    }
  });

  it("reads the letters a code never holds as the digit (or letter) they were meant to be", () => {
    expect(ticketCodeKey("7K3QX-M9D2A")).toBe(ticketCodeKey("7k3qx m9d2a"));
    expect(ticketCodeKey("O1I0L")).toBe("01101");
    expect(ticketCodeKey("o-i-l-u")).toBe("011V");
    expect(ticketCodeKey("tc-8f0o1e2d3c")).toBe("TC8F001E2D3C");
  });

  it("keeps the alphabet's own look-alike symbols apart", () => {
    expect(ticketCodeKey("S5Z2B8G6")).toBe("S5Z2B8G6");
    expect(ticketCodeLookalike("S5Z2B8G6")).toBe("55228866");
  });

  it("is empty for a code with no letters or digits", () => {
    expect(ticketCodeKey(" -- ")).toBe("");
  });
});

describe("findByTicketCode", () => {
  const tickets = [{ token: "SKEV9-B6VKF" }, { token: "7K3QX-M9D2A" }, { token: "TC-0A1B2C3D4E" }];

  it("finds a ticket however its code is typed", () => {
    for (const typed of ["SKEV9B6VKF", "skev9-b6vkf", "SKEV9 B6VKF", "sKeV9b6vKf"]) {
      expect(findByTicketCode(typed, tickets)).toBe(tickets[0]);
    }
    expect(findByTicketCode("7K3QX-M9D2A".replace("Q", "q"), tickets)).toBe(tickets[1]);
    expect(findByTicketCode("tc-oaib2c3d4e", tickets)).toBe(tickets[2]);
  });

  it("reads a look-alike symbol as its pair when only one ticket could be meant", () => {
    expect(findByTicketCode("5KEV9-86VKF", tickets)).toBe(tickets[0]);
    expect(findByTicketCode("SKEV9-BGVKF", tickets)).toBe(tickets[0]);
    expect(findByTicketCode("7K3QX-M9D", tickets)).toBeNull();
    expect(findByTicketCode("", tickets)).toBeNull();
  });

  it("prefers the exact code, and refuses to guess between two tickets the look-alikes merge", () => {
    const pair = [{ token: "AAAA5-AAAAA" }, { token: "AAAAS-AAAAA" }];
    expect(findByTicketCode("aaaas aaaaa", pair)).toBe(pair[1]);
    expect(findByTicketCode("AAAA5AAAAA", pair)).toBe(pair[0]);
    const lookalikes = [{ token: "AAAA5-AAAAB" }, { token: "AAAAS-AAAA8" }];
    expect(findByTicketCode("AAAAS-AAAAB", lookalikes)).toBeNull();
  });
});
