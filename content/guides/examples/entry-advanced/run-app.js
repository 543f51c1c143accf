// Loads the bundle the way any CommonJS consumer would, then reports what happened.
import app from './dist/app/app.cjs';

console.log('ran, in order:', globalThis.startupLog.join(', '));
console.log('exports:', Object.keys(app).join(', '));
console.log('lastStep:', app.lastStep);
console.log('total([250, 199]):', app.total([250, 199]));
