export const greet = (name) => `Hello, ${name}, from legacy/browser.js`;
