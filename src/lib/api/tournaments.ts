/** Tournament calls. */
import { call } from "./call";
import * as calls from "./calls";
import type { Tournament } from "./contract";

export async function getTournaments(): Promise<Tournament[]> {
  return (await call(calls.tournaments)).tours;
}
