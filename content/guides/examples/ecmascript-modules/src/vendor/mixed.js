import answer from '../answer.js';

module.exports = { answer };
