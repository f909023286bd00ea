/**
 * A small Prometheus registry: counters, histograms and gauges, written in the text exposition
 * format (version 0.0.4) for `/metrics`. A gauge read from elsewhere (the database pool, payments
 * by state, a table's backlog) is registered with a `collect` function that is called at each
 * scrape, so adding one is one `registry.gauge({...})` call where its data lives.
 */

export type Labels = Record<string, string>;

interface Sample {
  labels: Labels;
  value: number;
}

interface Metric {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram";
  samples(): Promise<Array<Sample & { suffix?: string }>>;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return "";
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}`;
}

/** A series' key: its labels in name order (plain string order: locale rules cost every request). */
function key(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function formatValue(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return "+Inf";
  if (value === Number.NEGATIVE_INFINITY) return "-Inf";
  return Number.isNaN(value) ? "NaN" : String(value);
}

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

export interface GaugeOptions {
  name: string;
  help: string;
  /** Called at each scrape: the gauge's current values, one per label set. */
  collect: () => Promise<Sample[]> | Sample[];
}

export interface MetricsRegistry {
  counter(options: { name: string; help: string }): Counter;
  histogram(options: { name: string; help: string; buckets: number[] }): Histogram;
  gauge(options: GaugeOptions): void;
  /** Every metric in the text format; a gauge whose `collect` fails is left out of this scrape. */
  text(): Promise<string>;
}

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export function createMetricsRegistry(): MetricsRegistry {
  const metrics = new Map<string, Metric>();

  function add(metric: Metric) {
    if (!NAME.test(metric.name)) throw new Error(`Invalid metric name: ${metric.name}`);
    if (metrics.has(metric.name)) throw new Error(`Metric registered twice: ${metric.name}`);
    metrics.set(metric.name, metric);
  }

  return {
    counter({ name, help }) {
      const values = new Map<string, Sample>();
      add({ name, help, type: "counter", samples: async () => [...values.values()] });
      return {
        inc(labels = {}, by = 1) {
          const k = key(labels);
          const sample = values.get(k);
          if (sample) sample.value += by;
          else values.set(k, { labels, value: by });
        },
      };
    },
    histogram({ name, help, buckets }) {
      const sorted = [...buckets].sort((a, b) => a - b);
      const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
      add({
        name,
        help,
        type: "histogram",
        samples: async () =>
          [...series.values()].flatMap(({ labels, counts, sum, count }) => [
            ...sorted.map((le, i) => ({
              suffix: "_bucket",
              labels: { ...labels, le: formatValue(le) },
              value: counts[i] ?? 0,
            })),
            { suffix: "_bucket", labels: { ...labels, le: "+Inf" }, value: count },
            { suffix: "_sum", labels, value: sum },
            { suffix: "_count", labels, value: count },
          ]),
      });
      return {
        observe(labels, value) {
          const k = key(labels);
          let entry = series.get(k);
          if (!entry) {
            entry = { labels, counts: sorted.map(() => 0), sum: 0, count: 0 };
            series.set(k, entry);
          }
          // Cumulative buckets: a value counts in every bucket whose bound it does not exceed.
          sorted.forEach((le, i) => {
            if (value <= le) entry.counts[i] = (entry.counts[i] ?? 0) + 1;
          });
          entry.sum += value;
          entry.count += 1;
        },
      };
    },
    gauge({ name, help, collect }) {
      add({ name, help, type: "gauge", samples: async () => collect() });
    },
    async text() {
      const blocks = await Promise.all(
        [...metrics.values()].map(async (metric) => {
          let samples: Awaited<ReturnType<Metric["samples"]>>;
          try {
            samples = await metric.samples();
          } catch {
            return "";
          }
          const lines = [
            `# HELP ${metric.name} ${metric.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`,
            `# TYPE ${metric.name} ${metric.type}`,
            ...samples.map(
              (s) =>
                `${metric.name}${"suffix" in s && s.suffix ? s.suffix : ""}${labelText(s.labels)} ${formatValue(s.value)}`,
            ),
          ];
          return `${lines.join("\n")}\n`;
        }),
      );
      return blocks.join("");
    },
  };
}
