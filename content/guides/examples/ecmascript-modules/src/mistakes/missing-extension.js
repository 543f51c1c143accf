import answer from '../answer';

console.log(answer);
