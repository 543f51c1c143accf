/** `tty` for the browser build: no file descriptor is a terminal, as when webpack's output goes to a file. */
export const isatty = (): boolean => false;
