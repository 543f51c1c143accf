export function greet(name) {
  return `Hello, ${name}!`;
}

export default function shout(name) {
  return greet(name).toUpperCase();
}
