import answer from '../answer.js';

console.log(answer);
