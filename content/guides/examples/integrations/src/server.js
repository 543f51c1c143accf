import { greet } from './greeting.js';

console.log(`${greet('Node.js')} (${BUILD_LABEL} build)`);
