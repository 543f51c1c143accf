// Raw: gets the file as a Buffer, copies it to the output and exports a description of it.
const path = require('node:path');

module.exports = function bytesLoader(content) {
  const hash = this.utils.createHash('sha256').update(content).digest('hex').slice(0, 8);
  const extension = path.extname(this.resourcePath);
  const file = `assets/${path.basename(this.resourcePath, extension)}.${hash}${extension}`;
  this.emitFile(file, content);
  const info = { file, bytes: content.length, received: content.constructor.name };
  return `export default ${JSON.stringify(info)};\n`;
};

// Without this line, webpack would decode the file as UTF-8 and pass a string.
module.exports.raw = true;
