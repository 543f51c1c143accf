export function greet(name) {
  if (!name) {
    throw new Error('greet() needs a name');
  }
  return `Hello, ${name}!`;
}
