import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { c as renderSlot, d as renderHead, f as addAttribute, h as unescapeHTML, l as renderTemplate } from "../prerender-entry.B1kwupPO.mjs";
import { t as SESSION_STORAGE_KEY } from "./stored-session_4WBFnidJ.mjs";
import { t as FIRST_READS_GLOBAL } from "./first-reads_BNe9UEeT.mjs";
import { createHash } from "node:crypto";
// src/lib/api/first-reads-script.ts
/**
* The client apps' pages' inline script that sends their first screen's reads as the page arrives
* (first-reads.ts takes the answers). Built into the page (AppLayout), never shipped as a module.
*/
/**
* The page's inline script: with a stored session, sends the reads for this page and leaves them in
* `FIRST_READS_GLOBAL`. Plain ES2019 in a string: it runs before any module, as the page is parsed.
* Each answer's body is read at once, so a read no store takes (another page's query, a refused
* session) does not hold its connection open.
*/
function firstReadsScript(apiBase, sessionKey, reads) {
	const list = JSON.stringify(reads.map(({ path, page, sendsToken }) => [
		page ?? null,
		path,
		sendsToken === true
	]));
	return `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||"null");var t=s&&s.auth&&s.auth.token;if(typeof t!=="string"||!t)return;var here=location.pathname.replace(/\\/$/,"");var out=window[${JSON.stringify(FIRST_READS_GLOBAL)}]=[];${list}.forEach(function(r){if(r[0]!==null&&r[0]!==here)return;var u=new URL(${JSON.stringify(apiBase)}+r[1],location.href).href;var b=r[2]?JSON.stringify({token:t}):undefined;var h={Authorization:"Bearer "+t};if(b)h["Content-Type"]="application/json";var p=fetch(u,{method:b?"POST":"GET",headers:h,body:b}).then(function(a){return a.text().then(function(b){return new Response(b,{status:a.status,statusText:a.statusText,headers:a.headers});});});p.catch(function(){});out.push({method:b?"POST":"GET",url:u,body:b,token:t,response:p});});}catch(e){}})();`;
}
// public/favicon.svg?raw
var favicon_default = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><title>ATP Tennis Community</title><circle cx=\"16\" cy=\"16\" r=\"16\" fill=\"#0b5d3b\"/><circle cx=\"16\" cy=\"16\" r=\"10\" fill=\"#d9ef3c\"/><path d=\"M8.2 10.5c3.6 2.7 3.6 8.3 0 11M23.8 10.5c-3.6 2.7-3.6 8.3 0 11\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.6\" stroke-linecap=\"round\"/></svg>\n";
// src/layouts/AppLayout.astro
createAstro("http://localhost:4792");
var $$AppLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro2 = $$result.createAstro($$props, $$slots);
	Astro2.self = $$AppLayout;
	const { title, description = "Your member dashboard: plans, tickets, tournaments and your coach.", noscript = "The dashboard needs JavaScript. Please turn it on and reload the page.", firstReads = [] } = Astro2.props;
	const FAVICON = `data:image/svg+xml,${encodeURIComponent(favicon_default.trim())}`;
	const firstReadsCode = firstReads.length > 0 ? firstReadsScript("/api", SESSION_STORAGE_KEY, firstReads) : void 0;
	if (firstReadsCode) Astro2.csp?.insertScriptHash(`sha256-${createHash("sha256").update(firstReadsCode).digest("base64")}`);
	return renderTemplate`<html lang="en" data-astro-cid-7xoob3d3><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"><meta name="description"${addAttribute(description, "content")}><link rel="icon"${addAttribute(FAVICON, "href")} type="image/svg+xml"><meta name="theme-color" content="#0b5d3b">${renderHead($$result)}</head><body data-astro-cid-7xoob3d3>${firstReadsCode && renderTemplate`<script>${unescapeHTML(firstReadsCode)}<\/script>`}${renderSlot($$result, $$slots["default"])}<noscript><p class="app-noscript" data-astro-cid-7xoob3d3>${noscript}</p></noscript></body></html>`;
}, "/work/main/src/layouts/AppLayout.astro", void 0);
export { $$AppLayout as t };
