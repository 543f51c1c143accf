export function greet(name) {
  return `Hello, ${name}! This text came from a second module.`;
}
