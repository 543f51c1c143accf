// ES module imports run in the order they are written: the public path is set before app.js builds a URL.
import './set-public-path.js';
import './app.js';
