import { report } from './report.js';

for (const line of report()) console.log(line);
