import v109 from './webpack.5-109.js';
import v110 from './webpack.5-110.js';
import v111 from './webpack.5-111.js';
import v112 from './webpack.5-112.js';

// `npx webpack` builds the examples of all four posts; `npx webpack --config webpack.5-111.js` builds one.
/** @type {import('webpack').Configuration[]} */
export default [v109, v110, v111, v112];
