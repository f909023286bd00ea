/**
 * The Progress Tracker's doughnut, drawn with Chart.js. Only this module imports Chart.js and it is
 * loaded on demand, so the library ships in a chunk of its own, fetched only when the chart shows.
 */
import { ArcElement, Chart, DoughnutController, Tooltip } from "chart.js";

Chart.register(ArcElement, DoughnutController, Tooltip);

export interface DoughnutInput {
  played: number;
  won: number;
  /** Ring colour for matches played but not won, and for matches won. */
  colours: { played: string; won: string };
}

/** Draws wins against matches played; returns the function that removes the chart. */
export function drawDoughnut(canvas: HTMLCanvasElement, { played, won, colours }: DoughnutInput): () => void {
  const chart = new Chart(canvas, {
    type: "doughnut",
    data: {
      labels: ["Matches Won", "Other matches played"],
      datasets: [
        {
          data: [won, Math.max(0, played - won)],
          backgroundColor: [colours.won, colours.played],
          borderWidth: 0,
        },
      ],
    },
    options: {
      cutout: "68%",
      responsive: true,
      maintainAspectRatio: true,
      animation: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? false : undefined,
      plugins: { tooltip: { enabled: true } },
    },
  });
  return () => chart.destroy();
}
