// src/shared/domain/format.ts
/** Small text formats shared by the site and the dashboard. */
var nairaWhole;
var nairaWithKobo;
/** "₦6,000" for whole naira, "₦1,500.50" when there are kobo. */
function formatNaira(naira) {
	if (Number.isInteger(naira)) {
		nairaWhole ??= new Intl.NumberFormat("en-NG", {
			style: "currency",
			currency: "NGN",
			minimumFractionDigits: 0,
			maximumFractionDigits: 0
		});
		return nairaWhole.format(naira);
	}
	nairaWithKobo ??= new Intl.NumberFormat("en-NG", {
		style: "currency",
		currency: "NGN"
	});
	return nairaWithKobo.format(naira);
}
/** "1 month", "3 months". */
function monthsLabel(months) {
	return months === 1 ? "1 month" : `${months} months`;
}
export { monthsLabel as n, formatNaira as t };
