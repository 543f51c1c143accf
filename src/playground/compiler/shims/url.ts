/** `url` for the browser build: the WHATWG URL the worker has, and file URLs for the volume's POSIX paths. */
export const fileURLToPath = (url: string | URL): string => decodeURIComponent(new URL(url).pathname);

export const pathToFileURL = (path: string): URL => new URL(`file://${encodeURI(path)}`);

export const { URL: WhatwgURL, URLSearchParams } = globalThis;
export { WhatwgURL as URL };
