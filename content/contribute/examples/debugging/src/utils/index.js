// A "barrel" file: one import path for every helper.
export * from './format.js';
export * from './tracking.js';
