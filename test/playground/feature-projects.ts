import type { ProjectFiles } from '../../src/shared/playground';

/**
 * Small projects, one per feature the playground must keep building as webpack does in Node
 * (issue 37): each reaches code of webpack's that the compiler bundle must still carry.
 */

interface ConfigParts {
  /** Properties of the configuration, as source text. */
  options?: string;
  /** Properties of its `output`, as source text. */
  output?: string;
  /** Statements before it. */
  preamble?: string;
}

/** A production build of `src/index.js` into `dist/`, with the parts given. */
function config({ options = '', output = '', preamble = '' }: ConfigParts): string {
  return `const path = require('path');
${preamble}
module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist'), ${output} },
  ${options}
};
`;
}

const GREET = 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n';
const MAIN = "import { greet } from './greet.js';\n\nexport const message = greet('webpack');\nconsole.log(message);\n";

/** A module and its import, under the config given. */
function greeting(configSource: string): ProjectFiles {
  return { 'webpack.config.js': configSource, 'src/index.js': MAIN, 'src/greet.js': GREET };
}

/** Each asset type, and extensions whose MIME type mime-db scores between several candidates (xml, rtf, mp4). */
const ASSETS: ProjectFiles = {
  'webpack.config.js': config({
    options: `module: {
    rules: [
      { test: /\\.(svg|png|xml|rtf|mp4|woff2|csv|webmanifest)$/, type: 'asset/inline' },
      { test: /\\.jpg$/, type: 'asset/resource' },
      { test: /\\.txt$/, type: 'asset/source' },
    ],
  },`,
  }),
  'src/index.js': [
    "import data from './data.json';",
    ...['svg', 'png', 'xml', 'rtf', 'mp4', 'woff2', 'csv', 'webmanifest', 'jpg', 'txt'].map((extension) => `import ${extension} from './file.${extension}';`),
    'console.log(data, svg, png, xml, rtf, mp4, woff2, csv, webmanifest, jpg, txt);',
    '',
  ].join('\n'),
  'src/data.json': '{ "answer": 42 }\n',
  ...Object.fromEntries(['svg', 'png', 'xml', 'rtf', 'mp4', 'woff2', 'csv', 'webmanifest', 'jpg', 'txt'].map((extension) => [`src/file.${extension}`, `the ${extension} file\n`])),
};

const CSS: ProjectFiles = {
  'webpack.config.js': config({ options: 'experiments: { css: true },' }),
  'src/index.js': "import './global.css';\nimport * as styles from './button.module.css';\n\nconsole.log(styles.primary);\n",
  'src/global.css': 'body {\n  margin: 0;\n  color: #333333;\n}\n',
  'src/button.module.css': '.primary {\n  background: rebeccapurple;\n  padding: 4px 8px;\n}\n',
};

/** Two entries sharing a module, split into a chunk of its own, with one runtime chunk. */
const SPLIT_CHUNKS: ProjectFiles = {
  'webpack.config.js': `const path = require('path');

module.exports = {
  mode: 'production',
  entry: { a: './src/a.js', b: './src/b.js' },
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].[contenthash:8].js' },
  optimization: { runtimeChunk: 'single', splitChunks: { chunks: 'all', minSize: 0 } },
};
`,
  'src/a.js': "import { greet } from './greet.js';\n\nconsole.log(greet('a'));\nimport('./lazy.js').then(({ lazy }) => lazy());\n",
  'src/b.js': "import { greet } from './greet.js';\n\nconsole.log(greet('b'));\n",
  'src/greet.js': GREET,
  'src/lazy.js': "export const lazy = () => console.log('lazy');\n",
};

const FEDERATION = greeting(
  config({
    options: "plugins: [new ModuleFederationPlugin({ name: 'app', filename: 'remoteEntry.js', exposes: { './greet': './src/greet.js' } })],",
    preamble: "const { ModuleFederationPlugin } = require('webpack').container;",
  }),
);

/**
 * The project's own modules: an ES module configuration that imports a plugin file of its own, a
 * CommonJS loader named by path with options (it requires a JSON file of the project), an ES module
 * loader, and a pitching loader found through `resolveLoader.modules`.
 */
const OWN_MODULES: ProjectFiles = {
  'package.json': '{ "name": "own-modules", "private": true, "type": "module" }\n',
  'webpack.config.js': `import path from 'node:path';
import { BannerFromFile } from './tools/banner-plugin.js';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: { path: path.resolve(import.meta.dirname, 'dist') },
  resolveLoader: { modules: ['node_modules', path.resolve(import.meta.dirname, 'loaders')] },
  module: {
    rules: [
      { test: /\\.txt$/, use: [{ loader: path.resolve(import.meta.dirname, 'loaders/shout-loader.cjs'), options: { times: 2 } }, 'trim-loader.mjs'] },
      { test: /greet\\.js$/, use: ['pitch-loader'] },
    ],
  },
  plugins: [new BannerFromFile()],
};
`,
  'tools/banner-plugin.js': `import webpack from 'webpack';
const { default: banner } = await import('./banner.js');

export class BannerFromFile {
  apply(compiler) {
    new webpack.BannerPlugin({ banner }).apply(compiler);
  }
}
`,
  'tools/banner.js': "export default 'built with a plugin of its own';\n",
  'loaders/package.json': '{ "type": "commonjs" }\n',
  'loaders/shout-loader.cjs': `const { suffix } = require('./settings.json');

module.exports = function shout(source) {
  const { times } = this.getOptions();
  return \`export default \${JSON.stringify(source.trim().toUpperCase() + suffix.repeat(times))};\`;
};
`,
  'loaders/trim-loader.mjs': "export default function trim(source) {\n  return source.trim();\n}\n\nexport const raw = false;\n",
  'loaders/settings.json': '{ "suffix": "!" }\n',
  'loaders/pitch-loader.js': `module.exports = function (source) {
  return \`\${source}export const pitched = \${JSON.stringify(this.data.before)};\\n\`;
};
module.exports.pitch = function (remaining, preceding, data) {
  data.before = this.utils.contextify(this.rootContext, remaining);
};
`,
  'src/index.js': "import text from './hello.txt';\nimport { greet, pitched } from './greet.js';\n\nconsole.log(greet(text), pitched);\n",
  'src/hello.txt': 'hello\n',
  'src/greet.js': GREET,
};

/** Its own package.json, as every project has: without it, the Node build's folder would take the repository's (`"type": "module"`). */
const withPackageJson = (files: ProjectFiles): ProjectFiles => ({ 'package.json': '{ "name": "feature", "private": true }\n', ...files });

/** Feature → project. */
export const FEATURE_PROJECTS: Record<string, ProjectFiles> = Object.fromEntries(Object.entries({
  'asset modules and JSON': ASSETS,
  'experiments.css': CSS,
  'splitChunks and a runtime chunk': SPLIT_CHUNKS,
  'source maps, minimized by terser': greeting(config({ options: "devtool: 'source-map'," })),
  'a UMD library': greeting(config({ output: "library: { name: 'Greeter', type: 'umd' }" })),
  'an ES module library': greeting(config({ options: 'experiments: { outputModule: true },', output: "library: { type: 'module' }" })),
  'target node': greeting(config({ options: "target: 'node'," })),
  'target webworker': greeting(config({ options: "target: 'webworker'," })),
  'target browserslist': greeting(config({ options: "target: 'browserslist:last 2 Chrome versions, Firefox ESR'," })),
  'target es5': greeting(config({ options: "target: ['web', 'es5']," })),
  'module federation': FEDERATION,
  "the project's own loaders and plugin": OWN_MODULES,
}).map(([feature, files]) => [feature, withPackageJson(files)]));
