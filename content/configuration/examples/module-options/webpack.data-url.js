/** @type {import('webpack').Configuration} */
export default {
  name: 'data-url',
  mode: 'none',
  target: 'node',
  entry: './src/data-url/index.js',
  output: { filename: 'data-url.cjs' },
  module: {
    rules: [
      {
        test: /\.svg$/i,
        type: 'asset/inline',
        generator: {
          // source: the file as a Buffer; filename: its absolute path, query included
          dataUrl(source, { filename }) {
            if (filename.endsWith('?base64')) {
              return `data:image/svg+xml;base64,${source.toString('base64')}`;
            }
            // SVG is text: with only a few characters escaped, it stays readable and shorter than base64
            const svg = source.toString('utf8').trim().replace(/\s+/g, ' ').replaceAll('"', "'");
            return `data:image/svg+xml,${svg.replace(/[<>#%]/g, encodeURIComponent)}`;
          },
        },
      },
    ],
  },
};
