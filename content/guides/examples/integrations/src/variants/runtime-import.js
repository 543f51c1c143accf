import { greet } from './greeting.js';

const extra = location.hash.slice(1);
if (extra) import(extra);
document.body.textContent = `${greet('browser')} (${BUILD_LABEL} build)`;
