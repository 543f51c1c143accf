/** A highlighted code example on the splash page, prepared at build time. */
export interface SplashExample {
  /** The file name shown above the code. */
  file: string;
  html: string;
}
