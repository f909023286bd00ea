// src/lib/api/first-reads.ts
/**
* The client apps' first reads, sent by the page itself before its code arrives
* (docs/decisions/0225-first-visit.md). On a slow phone the app's code takes seconds to come; the
* page (AppLayout) starts the GET requests its first screen's stores are known to make, and the
* session check, with the stored session's token, and leaves the pending answers here. When a store then makes that read,
* the API client takes the pending answer instead of asking again, once; everything else (hooks,
* errors, logout on 401) goes on as for any answer. The stores stay the one place that reads.
*/
/** Where the page leaves its pending reads (a global: the page's inline script has no modules). */
var FIRST_READS_GLOBAL = "__firstReads";
function pending() {
	const reads = globalThis[FIRST_READS_GLOBAL];
	return Array.isArray(reads) ? reads : [];
}
/**
* The answer the page already asked for, if this request is the same one with the same session:
* the same method, address and body, with the token it was sent with and for no other player.
* Taken once.
*/
function takeFirstRead(request) {
	const reads = pending();
	if (reads.length === 0 || request.token === null || request.player) return void 0;
	const url = request.url();
	const index = reads.findIndex((read) => (read.method ?? "GET") === request.method && read.url === url && read.body === request.body && read.token === request.token);
	if (index < 0) return void 0;
	const [read] = reads.splice(index, 1);
	return read && {
		url,
		response: read.response
	};
}
export { takeFirstRead as n, FIRST_READS_GLOBAL as t };
