// One check per feature. The checks run in every browser; a polyfill chunk is
// requested only by a browser that fails its check.
export function loadPolyfills() {
  const loading = [];
  if (typeof Object.groupBy !== 'function') {
    loading.push(import(/* webpackChunkName: "polyfill-group-by" */ './polyfills/group-by.js'));
  }
  return Promise.all(loading);
}
