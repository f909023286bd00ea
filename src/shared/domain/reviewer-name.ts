/**
 * How a reviewer is named wherever reviews are shown: first name and the initial of the last name
 * ("Ada O."), never the full name. Reviewers are members, some of them children, and reviews are
 * public; a first name and an initial is enough to tell reviewers apart. A review whose author
 * deleted their account reads "Anonymous User".
 */

export const ANONYMOUS_REVIEWER = "Anonymous User";

/** The first character a reader sees (a letter with its accents, not half of one). */
function firstGrapheme(word: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word);
  return first?.segment ?? "";
}

export function publicReviewerName(fullName: string | null | undefined): string {
  const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const [first] = words;
  if (!first) return ANONYMOUS_REVIEWER;
  if (words.length === 1) return first;
  const last = words.at(-1) ?? "";
  return `${first} ${firstGrapheme(last).toLocaleUpperCase("en")}.`;
}
