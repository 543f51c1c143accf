// Turns "key = text" lines into a module whose default export is an object of them.
const schema = {
  title: 'Messages Loader options',
  type: 'object',
  properties: {
    prefix: { type: 'string', description: 'Put before every message.' },
  },
  additionalProperties: false,
};

module.exports = function messagesLoader(source) {
  const { prefix = '' } = this.getOptions(schema);
  const messages = {};
  source.split('\n').forEach((line, index) => {
    const entry = /^\s*([\w.]+)\s*=\s*(.*)$/.exec(line);
    if (entry) messages[entry[1]] = prefix + entry[2].trim();
    // A line the loader does not understand is reported, and the build goes on.
    else if (line.trim() !== '' && !line.trim().startsWith('#')) this.emitWarning(new Error(`line ${index + 1} is not "key = text": ${line}`));
  });
  return `export default ${JSON.stringify(messages, null, 2)};\n`;
};
