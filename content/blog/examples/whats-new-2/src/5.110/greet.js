import { punctuation } from './format.js';

export const defaultName = 'world';
export const greet = (name = defaultName) => `Hello, ${name}${punctuation}`;
