import { secret } from 'greeter/features/internal/secret';
import { greet } from 'greeter/src/browser.js';

console.log(greet(secret));
