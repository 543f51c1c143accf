import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: 'html',
  mode: 'none',
  target: 'node',
  entry: './src/html/index.js',
  output: { filename: 'html.cjs' },
  module: {
    parser: {
      html: {
        // runs before webpack looks for URLs, so a URL it writes is bundled too
        template: (source, { resource }) => source.replaceAll('{{file}}', path.basename(resource)),
        // the built-in list, plus data-icon on any tag
        sources: ['...', { attribute: 'data-icon', type: 'src' }],
      },
    },
  },
};
