/**
 * `path` for the browser build: path-browserify (POSIX), with a `win32` that only answers whether a
 * path is a Windows one. webpack and enhanced-resolve call `path.win32` for paths that look like
 * `C:\…` or `\\…`; the volume's paths are all POSIX, so the rest of it is never reached.
 */
const posix = require('path-browserify') as typeof import('node:path').posix;

const WINDOWS_ABSOLUTE = /^(?:[a-zA-Z]:[\\/]|\\\\)/;

module.exports = { ...posix, posix, win32: { ...posix, sep: '\\', delimiter: ';', isAbsolute: (path: string) => WINDOWS_ABSOLUTE.test(path) } };
