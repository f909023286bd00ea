import { describe, expect, it } from "vitest";
import type { PaymentSelection } from "@/shared/domain/signup-link";
import {
  afterLoginHref,
  hrefCarrying,
  readCarriedPayment,
  readNextPath,
  safeNextPath,
} from "./carried-payment";

const monthly: PaymentSelection = {
  type: "Membership Package",
  plan: "Premium Monthly",
  price: 6000,
  duration: "monthly",
  key: "monthly",
};

function search(params: Record<string, string>): string {
  return `?${new URLSearchParams(params)}`;
}

describe("readCarriedPayment", () => {
  it("reads the selection and the plan title", async () => {
    const carried = await readCarriedPayment(
      search({ pl: '"Premium-Monthly"', pay: JSON.stringify(monthly) }),
    );
    expect(carried).toEqual({ selection: monthly, planTitleParam: '"Premium-Monthly"' });
  });

  it("is null without a pay parameter, even with a plan title", async () => {
    expect(await readCarriedPayment(search({ pl: '"Premium-Monthly"' }))).toBeNull();
    expect(await readCarriedPayment("")).toBeNull();
  });

  it("drops a malformed selection", async () => {
    expect(await readCarriedPayment(search({ pay: "{not json" }))).toBeNull();
    expect(
      await readCarriedPayment(search({ pay: JSON.stringify({ ...monthly, key: "lifetime" }) })),
    ).toBeNull();
  });

  it("drops an overlong plan title but keeps the selection", async () => {
    const carried = await readCarriedPayment(search({ pl: "x".repeat(500), pay: JSON.stringify(monthly) }));
    expect(carried?.planTitleParam).toBeNull();
    expect(carried?.selection).toEqual(monthly);
  });
});

describe("hrefCarrying", () => {
  it("is the bare path without a carried payment", () => {
    expect(hrefCarrying("/login", null)).toBe("/login");
  });

  it("carries pl and pay", () => {
    const href = hrefCarrying("/login", { selection: monthly, planTitleParam: '"Premium-Monthly"' });
    const url = new URL(href, "https://club.example");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("pl")).toBe('"Premium-Monthly"');
    expect(JSON.parse(url.searchParams.get("pay") ?? "")).toEqual(monthly);
  });

  it("round-trips through readCarriedPayment", async () => {
    const carried = { selection: monthly, planTitleParam: null };
    const href = hrefCarrying("/signup", carried);
    expect(await readCarriedPayment(href.slice(href.indexOf("?")))).toEqual(carried);
  });
});

describe("afterLoginHref", () => {
  it("goes to the overview without a selection", () => {
    expect(afterLoginHref(null)).toBe("/u");
  });

  it("goes to the billings page with the selection as pay", () => {
    const url = new URL(afterLoginHref({ selection: monthly, planTitleParam: null }), "https://club.example");
    expect(url.pathname).toBe("/u/billings");
    expect(JSON.parse(url.searchParams.get("pay") ?? "")).toEqual(monthly);
    expect(url.searchParams.has("pl")).toBe(false);
  });
});

describe("safeNextPath", () => {
  it("accepts same-site paths under /u and /staff", () => {
    expect(safeNextPath("/staff")).toBe("/staff");
    expect(safeNextPath("/staff/tournaments/65f1a2b3c4d5e6f7a8b9c0d1")).toBe(
      "/staff/tournaments/65f1a2b3c4d5e6f7a8b9c0d1",
    );
    expect(safeNextPath("/staff/audit?page=2")).toBe("/staff/audit?page=2");
    expect(safeNextPath("/u/billings")).toBe("/u/billings");
  });

  it("refuses other sites, other pages and tricks", () => {
    for (const next of [
      null,
      "",
      "//evil.example/staff",
      "https://evil.example/staff",
      "/\\evil.example",
      "/staff\\..\\x",
      "/about",
      "/staffroom",
      "/users",
      "/staff/../about",
      "/u/./../login",
      "javascript:alert(1)",
      " /staff",
      `/staff/${"a".repeat(600)}`,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });

  it("reads next from a query string", () => {
    expect(readNextPath("?next=%2Fstaff%2Fcoaches")).toBe("/staff/coaches");
    expect(readNextPath("?next=https%3A%2F%2Fevil.example")).toBeNull();
    expect(readNextPath("")).toBeNull();
  });
});

describe("afterLoginHref with next", () => {
  it("returns to next, unless a payment is carried", () => {
    expect(afterLoginHref(null, "/staff/coaches")).toBe("/staff/coaches");
    expect(afterLoginHref({ selection: monthly, planTitleParam: null }, "/staff")).toMatch(
      /^\/u\/billings\?/,
    );
  });
});
