/** Tournament calls. */

import * as calls from "@/shared/api/calls";
import type { Tournament } from "@/shared/api/contract";
import { call } from "./call";

export async function getTournaments(): Promise<Tournament[]> {
  return (await call(calls.tournaments)).tours;
}
