// .astro/content-modules.mjs
var content_modules_default = /* @__PURE__ */ new Map();
export { content_modules_default as default };
