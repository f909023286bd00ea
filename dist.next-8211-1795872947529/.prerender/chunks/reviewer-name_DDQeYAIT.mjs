// src/shared/domain/reviewer-name.ts
/**
* How a reviewer is named wherever reviews are shown: first name and the initial of the last name
* ("Ada O."), never the full name. Reviewers are members, some of them children, and reviews are
* public; a first name and an initial is enough to tell reviewers apart. A review whose author
* deleted their account reads "Anonymous User".
*/
var ANONYMOUS_REVIEWER = "Anonymous User";
/** The first character a reader sees (a letter with its accents, not half of one). */
function firstGrapheme(word) {
	const [first] = new Intl.Segmenter(void 0, { granularity: "grapheme" }).segment(word);
	return first?.segment ?? "";
}
function publicReviewerName(fullName) {
	const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
	const [first] = words;
	if (!first) return ANONYMOUS_REVIEWER;
	if (words.length === 1) return first;
	return `${first} ${firstGrapheme(words.at(-1) ?? "").toLocaleUpperCase("en")}.`;
}
export { publicReviewerName as t };
