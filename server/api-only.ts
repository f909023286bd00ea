/** `npm run api`: the API alone, for a deployment where the static site sits on a CDN. */
import { startApiServer } from "./api-server";
import { closeOnSignals } from "./http-server";

closeOnSignals(await startApiServer());
