import { answr } from '../answer.js';

console.log(answr);
