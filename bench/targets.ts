/** One figure of the benchmark beside its target from issue 16, and whether it meets it. */
export interface TargetRow {
  figure: string;
  method: string;
  value: string;
  target: string;
  met: 'yes' | 'NO' | '–';
}

/** A row for a figure that must stay at most (or at least) `target`. */
export function targetRow(figure: string, method: string, value: number, unit: string, target: number, atMost: boolean): TargetRow {
  return {
    figure,
    method,
    value: `${value.toLocaleString('en-US')}${unit}`,
    target: `${atMost ? '≤' : '≥'} ${target.toLocaleString('en-US')}${unit}`,
    met: (atMost ? value <= target : value >= target) ? 'yes' : 'NO',
  };
}
