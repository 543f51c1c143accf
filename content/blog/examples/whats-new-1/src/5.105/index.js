import { greet } from '@lib/greet.js';
import * as features from './features.js';

console.log(greet('a path mapped in tsconfig.json'));

if ('share' in features) {
  console.log(features.share());
} else {
  console.log(`no share(), falling back to ${features.print()}`);
}
