/** The contract's schemas of the members' and the site's calls: free training sessions (gathered by ../contract.ts). */
import { z } from "zod";
import { FreeSession } from "./common";

export const FreeSessionResponse = z.object({ freeSession: FreeSession });
