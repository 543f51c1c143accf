// `fs` and `graceful-fs` for the browser build: the in-memory volume (a CommonJS module, as `require('fs')` expects an object of functions).
const { projectFs } = require('../volume') as typeof import('../volume');

module.exports = projectFs;
