/**
 * `vm` for the browser build. webpack evaluates magic comments (`webpackChunkName: "a"`) as object
 * literals in a context holding nothing, and `importModule` runs generated modules in this one; the
 * worker has no contexts, so both run as an indirect eval: global scope, no access to our variables.
 */
const evaluate = (code: string): unknown => (0, eval)(code);

module.exports = {
  createContext: (context?: object) => context ?? {},
  runInContext: evaluate,
  runInThisContext: evaluate,
};
