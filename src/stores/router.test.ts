// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { $router, interceptDashboardLinks, isDashboardPath } from "./router";

function open(path: string) {
  $router.open(path);
  return $router.get();
}

describe("dashboard routes", () => {
  let stopRouter: () => void;
  beforeEach(() => {
    stopRouter = $router.listen(() => {});
  });
  afterEach(() => stopRouter());

  it.each([
    ["/u", "overview"],
    ["/u/notifications", "notifications"],
    ["/u/tournaments", "tournaments"],
    ["/u/billings", "billings"],
    ["/u/billings/history", "billingHistory"],
    ["/u/coach", "coach"],
    ["/u/tickets", "tickets"],
    ["/u/matches", "matches"],
  ])("maps %s to the %s screen", (path, route) => {
    expect(open(path)?.route).toBe(route);
  });

  it("ignores a trailing slash", () => {
    expect(open("/u/tickets/")?.route).toBe("tickets");
  });

  it("reads the ticket payment page's tournament and query", () => {
    const page = open("/u/ticket/65f1a2b3c4d5e6f7a8b9c0d1?trxref=T123&reference=T123");
    expect(page?.route).toBe("ticketPayment");
    expect(page?.params).toEqual({ tournamentId: "65f1a2b3c4d5e6f7a8b9c0d1" });
    expect(page?.search).toEqual({ trxref: "T123", reference: "T123" });
  });

  it("reads the billing payment page's four path parts", () => {
    const page = open("/u/bills/membership/quarterly/3/true?trxref=R1");
    expect(page?.route).toBe("billingPayment");
    expect(page?.params).toEqual({
      type: "membership",
      subType: "quarterly",
      duration: "3",
      autoRenew: "true",
    });
    expect(page?.search).toEqual({ trxref: "R1" });
  });

  it("has no screen for an unknown dashboard path", () => {
    expect(open("/u/nothing-here")).toBeUndefined();
    expect(open("/u/ticket")).toBeUndefined();
  });
});

describe("isDashboardPath", () => {
  it("accepts /u and paths below it only", () => {
    expect(isDashboardPath("/u")).toBe(true);
    expect(isDashboardPath("/u/billings")).toBe(true);
    expect(isDashboardPath("/")).toBe(false);
    expect(isDashboardPath("/users")).toBe(false);
    expect(isDashboardPath("/membership/adult")).toBe(false);
  });
});

describe("interceptDashboardLinks", () => {
  let stopRouter: () => void;
  let stopLinks: () => void;
  beforeEach(() => {
    history.replaceState(null, "", "/u");
    stopRouter = $router.listen(() => {});
    stopLinks = interceptDashboardLinks();
    document.body.innerHTML = `
      <a id="tickets" href="/u/tickets">Tickets</a>
      <a id="home" href="/">Go Home</a>
      <a id="skip" href="#main">Skip</a>`;
  });
  afterEach(() => {
    stopLinks();
    stopRouter();
    document.body.innerHTML = "";
  });

  function click(id: string, init: MouseEventInit = {}) {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  }

  it("opens dashboard links without a page load", () => {
    const event = click("tickets");
    expect(event.defaultPrevented).toBe(true);
    expect($router.get()?.route).toBe("tickets");
    expect(location.pathname).toBe("/u/tickets");
  });

  it("leaves links to the public site to the browser", () => {
    expect(click("home").defaultPrevented).toBe(false);
  });

  it("leaves same-page anchors and modified clicks to the browser", () => {
    expect(click("skip").defaultPrevented).toBe(false);
    expect(click("tickets", { ctrlKey: true }).defaultPrevented).toBe(false);
  });
});
