// Imports greet.js, which imports this file: a cycle.
import { defaultName } from './greet.js';

export const punctuation = '!';
export const placeholder = () => `Hello, ${defaultName}`;
