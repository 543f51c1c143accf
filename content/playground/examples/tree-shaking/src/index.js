import { square } from './math.js';
import './unused-helpers.js';

console.log(square(7));
