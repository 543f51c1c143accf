// CommonJS, and so not in strict mode unless it says so (ES modules always are): webpack leaves it
// out of the merge, "ModuleConcatenation bailout: Module is not in strict mode" in the Stats tab.
// Try adding the line 'use strict'; at the top: webpack can then merge this module too (the default
// of optimization.concatenateModules.commonjs, true), and Stats shows "./src/index.js + 3 modules".
module.exports = function legacyDiscount(cents) {
  return Math.round(cents * 0.9);
};
