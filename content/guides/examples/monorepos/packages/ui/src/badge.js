export function badge(label) {
  return `[${label}]`;
}
