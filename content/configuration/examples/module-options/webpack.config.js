import css from './webpack.css.js';
import dataUrl from './webpack.data-url.js';
import html from './webpack.html.js';
import ident from './webpack.ident.js';
import javascript from './webpack.javascript.js';
import json from './webpack.json.js';
import parserJavascript from './webpack.parser-javascript.js';
import resolve from './webpack.resolve.js';

// One build for all eight: each configuration writes dist/<name>.cjs, which Node.js runs.
/** @type {import('webpack').Configuration[]} */
export default [css, javascript, parserJavascript, json, resolve, dataUrl, ident, html];
