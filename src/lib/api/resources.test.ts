// The resource modules through the default client, wired to the session store, against a real
// local server standing in for the API.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendJson, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
let routes: Record<string, { status?: number; body: unknown }>;

const user = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e1",
  fullName: "Ada Obi",
  email: "member@example.com",
  username: "ada_obi",
  dob: "1995-04-12",
  phoneNumber: "+2348012345678",
  role: "student",
  level: "adult amatuer",
  picture: null,
} as const;
const session = { user, auth: { token: "token-1" } };
const checkout = (reference: string) => ({
  paystackResponse: {
    status: true,
    message: "Authorization URL created",
    data: { authorization_url: `https://checkout.test/${reference}`, access_code: "ac", reference },
  },
});

async function load() {
  vi.resetModules();
  const sessionStore = await import("@/stores/session");
  return {
    ...sessionStore,
    accounts: await import("./accounts"),
    payments: await import("./payments"),
    notifications: await import("./notifications"),
    tournaments: await import("./tournaments"),
  };
}

const lastRequest = () => server.requests.at(-1);

beforeAll(async () => {
  server = await startTestHttpServer();
  server.handle((request, response) => {
    const route = routes[`${request.method} ${request.url}`];
    if (route) sendJson(response, route.status ?? 200, route.body);
    else sendJson(response, 404, { message: "Not found" });
  });
  vi.stubEnv("PUBLIC_API_URL", `${server.origin}/api`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  routes = {};
  server.requests.length = 0;
});

describe("accounts", () => {
  it("signs in, stores the session, and sends its token afterwards", async () => {
    const { accounts, login, $isLoggedIn } = await load();
    routes["POST /api/signUser"] = { body: { message: "Login successful", data: session } };
    routes["GET /api/me"] = {
      body: {
        userData: {
          ...user,
          membership: { plan: "none", status: "none", endDate: null },
          training: { plan: "none", status: "none", endDate: null },
          coachInfo: { status: "None", coachId: null },
          autoRenew: false,
        },
      },
    };
    const answer = await accounts.signUser({ email: "member@example.com", password: "Member123!" });
    expect(JSON.parse(lastRequest()?.body ?? "")).toEqual({
      email: "member@example.com",
      password: "Member123!",
    });
    login(answer.data);
    expect($isLoggedIn.get()).toBe(true);
    await expect(accounts.getMe()).resolves.toMatchObject({ fullName: "Ada Obi" });
    expect(lastRequest()?.headers.authorization).toBe("Bearer token-1");
  });

  it("shows the server's message for a wrong password and keeps the current session", async () => {
    const { accounts, login, $isLoggedIn } = await load();
    login(session);
    routes["POST /api/signUser"] = { status: 401, body: { message: "Invalid email or password" } };
    await expect(accounts.signUser({ email: "member@example.com", password: "nope" })).rejects.toMatchObject({
      status: 401,
      message: "Invalid email or password",
    });
    expect($isLoggedIn.get()).toBe(true);
  });

  it("logs out when a signed-in call answers 401", async () => {
    const { accounts, login, $isLoggedIn } = await load();
    login(session);
    routes["GET /api/me"] = { status: 401, body: { message: "Please log in again" } };
    await expect(accounts.getMe()).rejects.toThrow("Please log in again");
    expect($isLoggedIn.get()).toBe(false);
  });

  it.each([
    [{ body: { isValid: true } }, true],
    [{ body: { isValid: false } }, false],
    [{ status: 503, body: { message: "Down for maintenance" } }, true],
  ])("verifySession with /verify answering %j keeps the session: %s", async (route, kept) => {
    const { verifySession, login, $isLoggedIn } = await load();
    login(session);
    routes["POST /api/verify"] = route;
    await expect(verifySession()).resolves.toBe(kept);
    expect($isLoggedIn.get()).toBe(kept);
    expect(JSON.parse(lastRequest()?.body ?? "")).toEqual({ token: "token-1" });
  });
});

describe("payments", () => {
  it("pays a membership at the plan and auto-renew path and answers the checkout link", async () => {
    const { payments } = await load();
    routes["POST /api/billing/pay/membership/quarterly/true"] = { body: checkout("m1") };
    await expect(payments.payMembership("quarterly", true)).resolves.toBe("https://checkout.test/m1");
  });

  it("pays a training package for a duration", async () => {
    const { payments } = await load();
    routes["POST /api/billing/pay/training/standard/3months"] = { body: checkout("t1") };
    await expect(payments.payTraining("standard", "3months")).resolves.toBe("https://checkout.test/t1");
  });

  it("pays a coach pairing with the coach in the body", async () => {
    const { payments } = await load();
    routes["POST /api/billing/pay/pairing/plan-1/6"] = { body: checkout("p1") };
    await expect(payments.payPairing("plan-1", 6, "coach-9")).resolves.toBe("https://checkout.test/p1");
    expect(JSON.parse(lastRequest()?.body ?? "")).toEqual({ coachId: "coach-9" });
  });

  it("registers for a tournament", async () => {
    const { payments } = await load();
    routes["GET /api/tour/register/tour-1"] = { body: checkout("r1") };
    await expect(payments.registerTournament("tour-1")).resolves.toBe("https://checkout.test/r1");
  });

  it("goes to the member's tickets for a free tournament, whose ticket is issued at once", async () => {
    const { payments } = await load();
    routes["GET /api/tour/register/free-1"] = {
      body: {
        message: "Your free ticket for Social is booked.",
        ticket: { tournamentId: "free-1", token: "t" },
      },
    };
    await expect(payments.registerTournament("free-1")).resolves.toBe("/u/tickets");
  });

  it("passes the provider's return query on to the verify calls", async () => {
    const { payments } = await load();
    const verified = { message: "Payment verified", status: "success" };
    routes["GET /api/match/tour-1/matchCallback?trxref=ref-1&reference=ref-1"] = { body: verified };
    routes["GET /api/billing/pay/callback?reference=ref-2"] = { body: verified };
    await expect(
      payments.verifyTicketPayment("tour-1", { trxref: "ref-1", reference: "ref-1" }),
    ).resolves.toEqual(verified);
    await expect(payments.verifyBillingPayment({ reference: "ref-2", trxref: undefined })).resolves.toEqual(
      verified,
    );
  });
});

describe("reading answers", () => {
  it("lists notifications newest first", async () => {
    const { notifications } = await load();
    const note = (id: string) => ({ _id: id, title: id, message: "", createdAt: "2025-01-01T00:00:00.000Z" });
    routes["GET /api/notifications"] = { body: { notifications: [note("old"), note("new")], more: true } };
    const page = await notifications.getNotifications();
    expect(page.notifications.map((n) => n._id)).toEqual(["new", "old"]);
    expect(page.more).toBe(true);
  });

  it("turns an answer that is not a JSON object into a readable error", async () => {
    const { tournaments } = await load();
    routes["GET /api/tour/admin/getTournaments"] = { body: [{ name: "Lagos Open" }] };
    await expect(tournaments.getTournaments()).rejects.toThrow(
      "The server sent an answer we could not read. Please try again.",
    );
  });
});
