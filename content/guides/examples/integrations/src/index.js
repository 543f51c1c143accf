import { greet } from './greeting.js';

document.body.textContent = `${greet('browser')} (${BUILD_LABEL} build)`;
