/** The part of jsdom the tests use (the package ships no types, and @types/jsdom lags its majors). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
