// src/shared/domain/rating.ts
/** Coach ratings: 1 to 5 stars, shown as rounded stars and a one-decimal figure. */
var MAX_STARS = 5;
/** How many stars to fill: the rounded average, kept within 0..5. */
function roundedStars(average) {
	if (!Number.isFinite(average)) return 0;
	return Math.min(MAX_STARS, Math.max(0, Math.round(average)));
}
/** The average with one decimal: "4.5", "0.0". */
function ratingLabel(average) {
	return (Number.isFinite(average) ? average : 0).toFixed(1);
}
function reviewCountLabel(count) {
	if (count <= 0) return "No reviews yet";
	return count === 1 ? "1 review" : `${count} reviews`;
}
export { reviewCountLabel as n, roundedStars as r, ratingLabel as t };
