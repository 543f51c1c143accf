// With a source map, a breakpoint on a line here stops at this line, not somewhere in main.js.
export function slug(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
