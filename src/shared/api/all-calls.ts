/** Every call of the club API, the members' (calls.ts), the console's (staff-calls.ts) and the messages' (messaging-calls.ts). */
export * from "./calls";
export * from "./messaging-calls";
export * from "./staff-calls";
