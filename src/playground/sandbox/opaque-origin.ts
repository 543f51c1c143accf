/**
 * Stops a sandboxed document's script unless the document's origin is opaque. Its policy
 * (src/server/headers.ts) makes it so; a host that dropped that header would otherwise run shared
 * code with the site's origin. The page, which hears only from opaque origins, then says the
 * playground could not start.
 */
export function requireOpaqueOrigin(): void {
  if (self.origin !== 'null') throw new Error(`${location.pathname} was served without its sandboxing policy: it runs no code with the site's origin.`);
}
