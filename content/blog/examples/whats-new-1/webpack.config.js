import release105 from './webpack.5-105.js';
import release106 from './webpack.5-106.js';
import release107 from './webpack.5-107.js';
import release108 from './webpack.5-108.js';

// One configuration per release: `npx webpack --config-name 5.106` builds one of them.
/** @type {import('webpack').Configuration[]} */
export default [release105, release106, release107, release108];
