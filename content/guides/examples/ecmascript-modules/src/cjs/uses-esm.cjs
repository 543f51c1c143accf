// CommonJS requiring an ES module.
const answer = require('../answer.js');

exports.answer = answer;
