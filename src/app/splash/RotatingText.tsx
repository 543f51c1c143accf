import { useReducedMotion } from './useReducedMotion';
import { useTicker } from './useTicker';
import './RotatingText.css';

export interface RotatingTextProps {
  words: readonly string[];
  /** Milliseconds before the first change (defaults to `repeatDelay`). */
  firstDelay?: number;
  /** Milliseconds between later changes. */
  repeatDelay?: number;
  /** Width reserved for the longest word, in pixels, so the line does not jump. */
  maxWidth?: number;
}

/** Cycles through words in place. */
export function RotatingText({ words, repeatDelay = 3000, firstDelay = repeatDelay, maxWidth }: RotatingTextProps) {
  const tick = useTicker(firstDelay, repeatDelay, useReducedMotion());
  const word = words[tick % words.length];
  return (
    <span className="rotating-text" style={maxWidth ? { minWidth: `${maxWidth}px` } : undefined}>
      <span key={tick} className="rotating-text__word">
        {word}
      </span>
    </span>
  );
}
