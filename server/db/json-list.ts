/**
 * A list the database built in a statement's column (`json_agg(...)::text`, null when it found
 * nothing), read as its rows: how a read gets a page's children in the same row as their parent.
 */
export function jsonList<Row>(text: string | null | undefined): Row[] {
  return text ? (JSON.parse(text) as Row[]) : [];
}
