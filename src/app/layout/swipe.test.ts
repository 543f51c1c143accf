import { describe, expect, it } from 'vitest';
import { partialDrag, swipeResult } from './swipe';

describe('mobile sidebar swipes', () => {
  it('opens on a right swipe of more than 20 px that starts at the edge handle', () => {
    expect(swipeResult(21, 0, false, true)).toBe('open');
    expect(swipeResult(20, 0, false, true)).toBe('none');
    expect(swipeResult(80, 0, false, false)).toBe('none');
  });

  it('closes on a left swipe of more than 20 px', () => {
    expect(swipeResult(-21, 5, true, false)).toBe('close');
    expect(swipeResult(-20, 0, true, false)).toBe('none');
  });

  it('ignores gestures that are not horizontal enough (ratio 0.8 or more)', () => {
    expect(swipeResult(100, 79, false, true)).toBe('open');
    expect(swipeResult(100, 80, false, true)).toBe('none');
    expect(swipeResult(-100, -90, true, false)).toBe('none');
    expect(swipeResult(0, 50, true, false)).toBe('none');
  });

  it('follows a drag open up to 295 px', () => {
    expect(partialDrag(-10)).toBe(0);
    expect(partialDrag(120)).toBe(120);
    expect(partialDrag(400)).toBe(295);
  });
});
