// This package.json has no "type", so this file is javascript/auto, like most files in node_modules.
import transpiled from '../cjs/transpiled.cjs';

export const transpiledDefault = transpiled;
export const transpiledImported = import('../cjs/transpiled.cjs');
