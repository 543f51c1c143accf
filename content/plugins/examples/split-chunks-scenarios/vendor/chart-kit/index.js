import { colors } from './palette.js';
import { scale } from './scale.js';

// Draws a bar per value as a row of text, coloured from the palette.
export function bars(values) {
  const toWidth = scale(values, 40);
  return values.map((value, index) => ({
    color: colors[index % colors.length],
    text: '#'.repeat(toWidth(value)),
  }));
}
