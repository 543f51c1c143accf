// What this file exports is the library's API: two functions. `round` stays inside.
import { round } from './round.js';

export function toFahrenheit(celsius) {
  return round(celsius * 1.8 + 32);
}

export function toCelsius(fahrenheit) {
  return round((fahrenheit - 32) / 1.8);
}
