/**
 * The Matches page's rating history, drawn with Chart.js. Loaded on demand (like the overview's
 * doughnut), so only the Matches page fetches it.
 */
import {
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

/** Draws the rating after each rated match; returns the function that removes the chart. */
export function drawRatingChart(
  canvas: HTMLCanvasElement,
  points: readonly { label: string; rating: number }[],
  colour: string,
): () => void {
  const chart = new Chart(canvas, {
    type: "line",
    data: {
      labels: points.map((p) => p.label),
      datasets: [
        { label: "Rating", data: points.map((p) => p.rating), borderColor: colour, backgroundColor: colour },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? false : undefined,
      plugins: { tooltip: { enabled: true } },
    },
  });
  return () => chart.destroy();
}
