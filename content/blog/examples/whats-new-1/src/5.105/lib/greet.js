export const greet = (name) => `Hello from ${name}`;
