/**
 * The client apps' pages' inline script that sends their first screen's reads as the page arrives
 * (first-reads.ts takes the answers). Built into the page (AppLayout), never shipped as a module.
 */
import { FIRST_READS_GLOBAL } from "./first-reads";

/** A read the page starts: the API path (a declaration's path) and, when not on every page, the page. */
export interface FirstReadSpec {
  path: string;
  /** The app's page path (e.g. "/staff") on which the read is the first screen's; all pages when absent. */
  page?: string;
  /** Sent as a POST with the session's token as its JSON body, `{"token": ...}` (the session check). */
  sendsToken?: boolean;
}

/**
 * The page's inline script: with a stored session, sends the reads for this page and leaves them in
 * `FIRST_READS_GLOBAL`. Plain ES2019 in a string: it runs before any module, as the page is parsed.
 * Each answer's body is read at once, so a read no store takes (another page's query, a refused
 * session) does not hold its connection open.
 */
export function firstReadsScript(
  apiBase: string,
  sessionKey: string,
  reads: readonly FirstReadSpec[],
): string {
  const list = JSON.stringify(
    reads.map(({ path, page, sendsToken }) => [page ?? null, path, sendsToken === true]),
  );
  return `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||"null");var t=s&&s.auth&&s.auth.token;if(typeof t!=="string"||!t)return;var here=location.pathname.replace(/\\/$/,"");var out=window[${JSON.stringify(FIRST_READS_GLOBAL)}]=[];${list}.forEach(function(r){if(r[0]!==null&&r[0]!==here)return;var u=new URL(${JSON.stringify(apiBase)}+r[1],location.href).href;var b=r[2]?JSON.stringify({token:t}):undefined;var h={Authorization:"Bearer "+t};if(b)h["Content-Type"]="application/json";var p=fetch(u,{method:b?"POST":"GET",headers:h,body:b}).then(function(a){return a.text().then(function(b){return new Response(b,{status:a.status,statusText:a.statusText,headers:a.headers});});});p.catch(function(){});out.push({method:b?"POST":"GET",url:u,body:b,token:t,response:p});});}catch(e){}})();`;
}
