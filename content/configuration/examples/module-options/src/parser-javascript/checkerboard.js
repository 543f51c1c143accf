import { tileSize } from './tile-size.js';

// runs in the paint worklet, where registerPaint() is a global
registerPaint('checkerboard', class {
  paint(context, size) {
    for (let y = 0; y < size.height; y += tileSize) {
      for (let x = (y / tileSize) % 2 ? tileSize : 0; x < size.width; x += 2 * tileSize) {
        context.fillRect(x, y, tileSize, tileSize);
      }
    }
  }
});
