// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { loadSubmitModules } from "./submit-modules";
import { TakeOverForm } from "./TakeOverForm";
import { formMessage, press, setSearch, type } from "./test-support";

const api = fakeApi();
const TOKEN = "tok_en-from-the-mail-0123456789";

beforeAll(loadSubmitModules);
beforeEach(() => {
  setSearch(`?token=${TOKEN}`);
  api.reset();
});
afterEach(cleanup);

function fill() {
  type("Email", "Tayo@Example.com");
  type("Username", "tayo_okafor");
  type(/^Password/, "MyOwn123!");
  type("Your phone number", "0803 555 0101");
}

describe("TakeOverForm", () => {
  it("sends the link's token with the chosen login, then links to login", async () => {
    api.answer(calls.takeOver, { message: "Welcome, Tayo: your profile is now your own." });
    render(<TakeOverForm />);
    await screen.findByRole("form", { name: "Take over your profile" });
    fill();
    press("Take over my profile");
    await waitFor(() => expect(formMessage()).toBe("Welcome, Tayo: your profile is now your own."));
    expect(api.bodiesTo(calls.takeOver)).toEqual([
      {
        token: TOKEN,
        email: "tayo@example.com",
        username: "tayo_okafor",
        password: "MyOwn123!",
        phoneNumber: "+2348035550101",
      },
    ]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the server's refusal of a used link", async () => {
    api.fail(calls.takeOver, 404, "This link to take over your profile is no longer valid.");
    render(<TakeOverForm />);
    await screen.findByRole("form", { name: "Take over your profile" });
    fill();
    press("Take over my profile");
    await waitFor(() =>
      expect(formMessage()).toBe("This link to take over your profile is no longer valid."),
    );
  });

  it("says where the link is when the page was opened without one", async () => {
    setSearch("");
    render(<TakeOverForm />);
    expect((await screen.findByRole("alert")).textContent).toContain("Open the link from that mail.");
    expect(screen.queryByRole("form")).toBeNull();
  });
});
