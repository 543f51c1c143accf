// An older CommonJS file, written before the project moved to ES modules.
module.exports = { symbol: '€', decimals: 2 };
