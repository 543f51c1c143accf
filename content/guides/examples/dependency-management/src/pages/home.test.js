// A test for home.js: it lives beside the pages but must never be bundled.
import assert from 'node:assert';
import { title } from './home.js';

assert.equal(title, 'Home');
