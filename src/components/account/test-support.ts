/** Shared pieces of the account form tests. */
import { fireEvent, screen } from "@testing-library/react";
import type { SessionPayload } from "@/stores/session";

export function type(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function press(name: string | RegExp): void {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The form-level message region. */
export function formMessage(): string {
  return screen.getByRole("alert").textContent ?? "";
}

export function setSearch(search: string): void {
  window.history.replaceState(null, "", `/page${search}`);
}

export const sessionPayload: SessionPayload = {
  user: {
    _id: "u1",
    fullName: "Ada Obi",
    email: "ada@example.com",
    username: "ada_obi",
    dob: "2001-04-09",
    phoneNumber: "+2348012345678",
    role: "student",
    level: "adult amatuer",
    picture: null,
  },
  auth: { token: "token-1" },
};
