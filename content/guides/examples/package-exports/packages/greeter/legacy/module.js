export const greet = (name) => `Hello, ${name}, from legacy/module.js`;
