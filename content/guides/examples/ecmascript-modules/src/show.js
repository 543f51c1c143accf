// Prints one result per line: what the code asked for, then what it got.
export function show(expression, value) {
  console.log(`${expression.padEnd(38)} ${describe(value)}`);
}

function describe(value) {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(describe).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const kind = value[Symbol.toStringTag] === 'Module' ? 'namespace ' : '';
    const entries = Object.keys(value).map((key) => `${key}: ${describe(value[key])}`);
    return `${kind}{ ${entries.join(', ')} }`;
  }
  return String(value);
}
