// Synchronous: puts a comment banner above a JavaScript module, and keeps its source map right.
const schema = {
  title: 'Banner Loader options',
  type: 'object',
  properties: {
    text: { type: 'string', minLength: 1, description: 'The line shown in the banner.' },
  },
  required: ['text'],
  additionalProperties: false,
};

module.exports = function bannerLoader(source, map) {
  const { text } = this.getOptions(schema);
  const banner = `/*!\n * ${text}\n */\n`;
  if (!this.sourceMap) return banner + source;

  // The banner moves every line down by three and leaves columns alone, so the map we hand on
  // is the incoming one (or, if we are the first loader, an identity map) three lines later.
  const shift = ';;;';
  const incoming = typeof map === 'string' ? JSON.parse(map) : map;
  const outgoing = incoming
    ? { ...incoming, mappings: shift + incoming.mappings }
    : {
        version: 3,
        sources: [this.resourcePath],
        sourcesContent: [source],
        names: [],
        // one segment per line: column 0 of line n comes from column 0 of line n of the file
        mappings: shift + source.split('\n').map((_, n) => (n === 0 ? 'AAAA' : 'AACA')).join(';'),
      };
  this.callback(null, banner + source, outgoing);
};
