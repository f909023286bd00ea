/**
 * Every call of the club API, declared once: its method, its path (with `:name` parameters) and
 * the contract schemas of its path parameters, query, body and answer. The server registers its
 * routes from these declarations (server/lib/route.ts), the browser makes its calls from them
 * (call.ts) and the dashboard's cache keys derive from them, so a path or schema cannot drift
 * between the three. Adding an endpoint is one declaration in its area's file under calls/ (the
 * members' calls in `calls/<area>.ts`, the console's in `calls/<area>.staff.ts`) and one handler on
 * the server; this module and staff-calls.ts only gather the area files.
 *
 * Schemas are named, not imported: this module holds only strings, so the browser bundles that use
 * it ship no zod and no contract runtime; the types of call-declaration.ts resolve each name to its schema,
 * and the server looks the names up in the contract modules.
 *
 * The console's calls are declared in staff-calls.ts, and all-calls.ts joins the two for the server
 * and the console; the member dashboard imports this module alone, so its bundle carries only the
 * members' declarations (a shared chunk would otherwise ship every console path to every member).
 */

export type { CallAccess, CallDeclaration, CallMethod, SchemaName, SchemaOf } from "./call-declaration";
export * from "./calls/accounts";
export * from "./calls/channels";
export * from "./calls/coaches";
export * from "./calls/competition";
export * from "./calls/events";
export * from "./calls/families";
export * from "./calls/free-sessions";
export * from "./calls/messages";
export * from "./calls/payments";
export * from "./calls/sessions";
export * from "./calls/site";
export * from "./calls/tournaments";
