/**
 * Zod compiles object parsers with `new Function` where it may. The pages' Content-Security-Policy
 * forbids eval, and even zod's probe for it is reported as a violation, so in the browser zod
 * parses without compiling. Imported by the validation rules, which every schema in the browser uses.
 */
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
