/** Tournament calls. */
import { api, readJson } from "./client";
import type { Tournament, TournamentsResponse } from "./contract";

/** GET /tour/admin/getTournaments */
export async function getTournaments(): Promise<Tournament[]> {
  return (await readJson<typeof TournamentsResponse>(api.get("tour/admin/getTournaments"))).tours;
}
