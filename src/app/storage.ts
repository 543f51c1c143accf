/**
 * Local storage that never throws: it is unavailable in some private modes and when disabled, and a
 * preference that cannot be kept must not break the page. Reads give null, writes are dropped.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept for this page view only.
  }
}
