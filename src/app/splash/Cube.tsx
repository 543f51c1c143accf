import type { CSSProperties } from 'react';
import { useReducedMotion } from './useReducedMotion';
import { useTicker } from './useTicker';
import './Cube.css';

export interface CubeProps {
  /** Edge length in pixels. */
  depth?: number;
  /** Milliseconds between turns. */
  repeatDelay?: number;
  /** Degrees per turn. */
  turn?: number;
}

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

/** A decorative cube that turns on its axis at a steady pace. */
export function Cube({ depth = 30, repeatDelay = 5000, turn = 90 }: CubeProps) {
  const tick = useTicker(repeatDelay, repeatDelay, useReducedMotion());
  const style = { '--cube-depth': `${depth}px`, '--cube-angle': `${tick * turn}deg` } as CSSProperties;
  return (
    <div className="cube" style={style} aria-hidden="true" data-turns={tick}>
      <div className="cube__body">
        {FACES.map((face) => (
          <span key={face} className={`cube__face cube__face--${face}`} />
        ))}
      </div>
    </div>
  );
}
