export function greeting(name) {
  return `Welcome back, ${name}!`;
}
