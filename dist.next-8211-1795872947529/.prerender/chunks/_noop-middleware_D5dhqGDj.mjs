// \0noop-middleware
var onRequest = (_, next) => next();
export { onRequest };
