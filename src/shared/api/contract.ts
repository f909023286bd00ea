/**
 * The API contract: one zod schema per request and response of every call the site and the
 * dashboard make (docs/product.md, Calls), shared by the server (validation) and the browser (types).
 *
 * Conventions
 * - Ids are opaque strings (`_id`), 24 lowercase hex characters for records the server creates.
 * - Money crosses the API in whole naira (`price`, `amount`, `planPrice`); the database keeps kobo.
 * - Dates cross the API as ISO 8601 strings.
 * - Every failure is `{ message }` with a 4xx/5xx status (`ErrorBody`).
 *
 * Naming (here and in every zod schema of src/ and server/): a schema is a PascalCase noun with no
 * "Schema" suffix, and its type carries the same name (`export const Plan = z.object(...)` then
 * `export type Plan = z.infer<typeof Plan>`). A call's schemas are named after the call with
 * `Request`, `Query` or `Response`; a form's after the form with `Input`. Lowercase names are left
 * for building blocks that are not exported.
 *
 * The schemas live by area in contract/<area>.ts (the ones several areas share in contract/common.ts),
 * next to the call declarations of calls/<area>.ts; this module gathers them.
 */
export * from "./contract/accounts";
export * from "./contract/coaches";
export * from "./contract/common";
export * from "./contract/competition";
export * from "./contract/events";
export * from "./contract/families";
export * from "./contract/free-sessions";
export * from "./contract/messages";
export * from "./contract/payments";
export * from "./contract/sessions";
export * from "./contract/tournaments";
