import path from 'node:path';

const transformLoader = path.resolve(import.meta.dirname, 'loaders/transform-loader.js');

/** @type {import('webpack').Configuration} */
export default {
  name: 'ident',
  mode: 'none',
  target: 'node',
  entry: './src/ident/index.js',
  output: { filename: 'ident.cjs' },
  module: {
    rules: [
      {
        test: /\.txt$/i,
        // Options returned by a function get no ident from webpack: name them.
        use: ({ issuer }) => {
          const loud = path.basename(issuer) === 'loud.js';
          return [
            {
              loader: transformLoader,
              ident: loud ? 'upper-case' : 'lower-case',
              options: {
                transform: loud ? (text) => text.toUpperCase() : (text) => text.toLowerCase(),
              },
            },
          ];
        },
      },
    ],
  },
};
