import { describe, expect, it } from 'vitest';
import { scrollTopToReveal } from './scroll-into-container';

describe('scrollTopToReveal', () => {
  const view = { top: 100, height: 500, scrollTop: 40 };

  it('leaves a fully visible row where it is', () => {
    expect(scrollTopToReveal(view, { top: 100, height: 30 })).toBe(40);
    expect(scrollTopToReveal(view, { top: 570, height: 30 })).toBe(40);
  });

  it('centres a row below or partly below the view', () => {
    // The row is 1000 px below the view's top: scroll by that, minus half the remaining space.
    expect(scrollTopToReveal(view, { top: 1100, height: 30 })).toBe(40 + 1000 - 235);
    expect(scrollTopToReveal(view, { top: 580, height: 30 })).toBe(40 + 480 - 235);
  });

  it('centres a row above the view, never scrolling past the start', () => {
    expect(scrollTopToReveal(view, { top: 60, height: 30 })).toBe(0);
    expect(scrollTopToReveal({ ...view, scrollTop: 900 }, { top: 0, height: 30 })).toBe(900 - 100 - 235);
  });
});
