// `require('process')` (enhanced-resolve takes `nextTick` from it): the same object as the injected global.
module.exports = (require('./globals') as typeof import('./globals')).process;
