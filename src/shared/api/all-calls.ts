/** Every call of the club API: the members' (calls.ts) and the console's (staff-calls.ts, money-calls.ts). */
export * from "./calls";
export * from "./money-calls";
export * from "./staff-calls";
