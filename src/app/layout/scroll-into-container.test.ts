import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './scroll-into-container';

describe('scrollToReveal', () => {
  const view = { start: 100, size: 500, scroll: 40 };

  it('leaves a fully visible item where it is', () => {
    expect(scrollToReveal(view, { start: 100, size: 30 })).toBe(40);
    expect(scrollToReveal(view, { start: 570, size: 30 })).toBe(40);
  });

  it('centres an item past or partly past the view', () => {
    // The item is 1000 px past the view's start: scroll by that, minus half the remaining space.
    expect(scrollToReveal(view, { start: 1100, size: 30 })).toBe(40 + 1000 - 235);
    expect(scrollToReveal(view, { start: 580, size: 30 })).toBe(40 + 480 - 235);
  });

  it('centres an item before the view, never scrolling past the start', () => {
    expect(scrollToReveal(view, { start: 60, size: 30 })).toBe(0);
    expect(scrollToReveal({ ...view, scroll: 900 }, { start: 0, size: 30 })).toBe(900 - 100 - 235);
  });
});
