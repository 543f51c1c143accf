export const add = (a, b) => a + b;
export const version = 'math 1.0';
