// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings get-intrinsic,
// call-bind and a dozen more packages into the first load of every page; every browser the admin supports has
// Object.entries, so the build gives it the built-in instead (vite.config.ts, resolve.alias).
module.exports = Object.entries;
