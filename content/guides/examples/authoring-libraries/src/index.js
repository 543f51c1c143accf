export { DocSearch } from './doc-search.js';
export { highlight } from './highlight.js';
