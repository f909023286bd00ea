/**
 * What a call declaration is (calls.ts, staff-calls.ts): its method, its path and the names of the
 * contract schemas of its parts, with the types that resolve each name to its schema.
 *
 * The browser's build keeps each declaration's method and path alone (`browserCallDeclarations` in
 * app-chunks.mjs): its access and schema names are the server's, and the browser reads them only as
 * types. Code that runs in the browser reads no other field of a declaration.
 */
import type { z } from "zod";
import type * as consoleContract from "./console-contract";
import type * as contract from "./contract";

type ContractModules = typeof contract & typeof consoleContract;

/** The name of a zod schema exported by contract.ts or console-contract.ts (their area files under contract/). */
export type SchemaName = {
  [K in keyof ContractModules]: ContractModules[K] extends z.ZodType ? K : never;
}[keyof ContractModules];

/** The schema a name stands for. */
export type SchemaOf<N extends SchemaName> = ContractModules[N];

export type CallMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may make a call: anyone; a signed-in member; a signed-in member acting for a player, themself
 * or a junior they guard, named by `X-Player` (docs/decisions/0160-families.md); a member whose
 * account the club linked to a coach profile; console staff; console admins (who may also do what
 * staff may).
 */
export type CallAccess = "anyone" | "member" | "player" | "coach" | ConsoleAccess;

/**
 * The console roles a call is for: staff (and admins), admins, or any of the listed roles (admins
 * always among them), so a treasurer's or a gate volunteer's calls name them
 * (docs/decisions/0183-treasurer-and-gate-roles.md).
 */
export type ConsoleAccess = "staff" | "admin" | readonly ("gate" | "treasurer" | "staff")[];

/** The answer of a call that sends a file or an image rather than JSON. */
type FileAnswer = "file";

export interface CallDeclaration {
  readonly method: CallMethod;
  /** From the API's root, e.g. "/coach/getCoach/:id". */
  readonly path: `/${string}`;
  readonly access: CallAccess;
  /** Schema of the `:name` path segments, an object keyed by those names. */
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  /** Schema of the JSON body. */
  readonly body?: SchemaName;
  /** Schema of the JSON answer, or "file" when the answer is a file or an image. */
  readonly response: SchemaName | FileAnswer;
}
