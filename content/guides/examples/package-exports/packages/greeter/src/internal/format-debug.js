export const format = (text) => `${text}. [format-debug.js]`;
