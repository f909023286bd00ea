/**
 * The demo accounts and their published passwords (README.md lists them): the one list the demo
 * data, the API tests and the browser journeys sign in from. Imports nothing, so the browser
 * journeys load it as is.
 */
export const DEMO_ACCOUNTS = {
  member: { email: "member@example.com", password: "Member123!" },
  free: { email: "free@example.com", password: "Free123!" },
  pending: { email: "pending@example.com", password: "Pending123!" },
  staff: { email: "staff@example.com", password: "Staff123!" },
  admin: { email: "admin@example.com", password: "Admin123!" },
  coach: { email: "coach@example.com", password: "Coach123!" },
  /** Fatima Sani, a ranked adult player and reviewer: the other side of a friendly with the member. */
  player: { email: "fatima-sani@example.com", password: "Fatima123!" },
} as const;
