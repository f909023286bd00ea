/** Every call of the club API: the members' (calls.ts), the console's (staff-calls.ts), the training sessions' (session-calls.ts). */
export * from "./calls";
export * from "./session-calls";
export * from "./staff-calls";
