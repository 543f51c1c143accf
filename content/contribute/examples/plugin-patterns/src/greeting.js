import { formatNumber } from './format.js';

export function greeting(visits) {
  return `Welcome back! This is visit ${formatNumber(visits)}.`;
}
