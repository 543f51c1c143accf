import { answr } from '../answer.js';
import { decrement } from '../cjs/counter.cjs';
import { colour } from '../cjs/settings.cjs';

console.log(answr, decrement, colour);
