/** Everything one bench run measured: what report.json holds and the budgets are checked against. */

import type { LoadFigures } from "./api-load";
import type { ApiMemoryFigures } from "./api-memory";
import type { ScaleFigures } from "./club-scale-load";
import type { GrowthFigures } from "./content-growth";
import type { FirstVisitFigures } from "./first-visit";
import type { GateScanFigures } from "./gate-phone";
import type { LighthouseFigures } from "./lighthouse-audit";
import type { LoadedAsset, WeightTotals } from "./page-weight";
import type { ProductionFigures } from "./production-start";
import type { RatingReplayFigures } from "./rating-replay";
import type { UploadMemoryFigures } from "./upload-memory";

export interface PageWeightFigures {
  page: string;
  firstLoad: WeightTotals;
  lazy: WeightTotals;
  /** File names of the lazily loaded chunks. */
  lazyFiles: string[];
  /** Chunks declared lazy that the page imports statically: they hold up its first paint. */
  lazyChunksInStaticGraph: string[];
  assets: LoadedAsset[];
  /** What was done on the page to fetch its lazy chunks, if anything beyond loading it. */
  interaction?: string;
  error?: string;
}

export interface MemoryFigures {
  /** Server RSS once the site was built and the server ready. */
  readyMb: number;
  /** After the browser measurements, just before the load tests. */
  beforeLoadMb: number;
  afterLoadMb: number;
  /** Twenty 12-megapixel photo uploads at once, after the load tests (bench/lib/upload-memory.ts). */
  uploads?: UploadMemoryFigures;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  commit: string;
  /** The load average tells whether other work on the machine skewed the figures. */
  machine: { cpus: number; node: string; platform: string; loadAverageAtStart: number };
  /** Environment the measured server ran with, secrets left out. */
  serverEnv: Record<string, string>;
  load: { connections: number; durationSeconds: number };
  /** Seconds from starting the product on an empty data dir until /ready (site build included). */
  startToReadySeconds: number | null;
  lighthouse: LighthouseFigures[];
  pageWeight: PageWeightFigures[];
  api: LoadFigures[];
  memory: MemoryFigures | null;
  /** `npm run api` on PostgreSQL under the same load tests (the memory step). */
  apiMemory: ApiMemoryFigures | null;
  growth: GrowthFigures[];
  ratings: RatingReplayFigures[];
  /** Decoding and verifying one ticket on the gate scanner with the CPU slowed (the gate step). */
  gate: GateScanFigures | null;
  /** A slow phone's first visit to /u and /staff, cold and warm (the firstvisit step). */
  firstVisit?: FirstVisitFigures[];
  /** The compiled API server under plain Node in production: start-up time and memory (the production step). */
  production?: ProductionFigures | null;
  /** Five years of a 2,000-player club on each database: every member read and console list under load (the scale step). */
  scale: ScaleFigures[];
  /** Steps that could not run at all. */
  errors: string[];
}
