/** Every call of the club API: the members' (calls.ts), the console's (staff-calls.ts) and the families' (family-calls.ts). */
export * from "./calls";
export * from "./family-calls";
export * from "./staff-calls";
