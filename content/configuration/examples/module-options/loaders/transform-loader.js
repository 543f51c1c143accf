/** Turns a text file into a module that exports it, changed by the `transform` option. */
export default function transformLoader(source) {
  const { transform } = this.getOptions();
  return `export default ${JSON.stringify(transform(source.trim()))};`;
}
