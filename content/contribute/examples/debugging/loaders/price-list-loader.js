// Turns "Name 250" lines into a module that exports [name, cents] pairs.
export default function priceListLoader(source) {
  const logger = this.getLogger('price-list-loader');
  const rows = [];
  for (const line of source.split('\n')) {
    if (line.trim() === '') continue;
    debugger; // pauses here, once per line, when a debugger is attached
    const at = line.lastIndexOf(' ');
    rows.push([line.slice(0, at), Number(line.slice(at + 1))]);
    logger.debug(`parsed ${JSON.stringify(line)}`);
  }
  logger.info(`${rows.length} prices from ${this.resourcePath.slice(this.rootContext.length + 1)}`);
  return `export default ${JSON.stringify(rows)};`;
}
