/** Coach ratings: 1 to 5 stars, shown as rounded stars and a one-decimal figure. */

const MAX_STARS = 5;

/** Mean of the ratings; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/** How many stars to fill: the rounded average, kept within 0..5. */
export function roundedStars(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(average)));
}

/** The average with one decimal: "4.5", "0.0". */
export function ratingLabel(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

export function reviewCountLabel(count: number): string {
  if (count <= 0) return "No reviews yet";
  return count === 1 ? "1 review" : `${count} reviews`;
}
