import { expect, it } from "vitest";
import { publicPath } from "./page-path";

it.each([
  ["/", "/"],
  ["/index.html", "/"],
  ["/index", "/"],
  ["/about.html", "/about"],
  ["/about", "/about"],
  ["/about/", "/about"],
  ["/coaching/abc123.html", "/coaching/abc123"],
  ["/blog/index.html", "/blog"],
  ["/404.html", "/404"],
])("%s is shown as %s", (pathname, expected) => {
  expect(publicPath(pathname)).toBe(expected);
});
