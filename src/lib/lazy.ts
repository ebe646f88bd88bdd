/**
 * A module loaded on first use and kept. The server starts with every capability wired, but most
 * processes exercise few of them: an API node that never renders a preview, imports a brand or
 * exports to Amazon SES should not hold the image library, the HTML crawler or AWS's SDK in memory
 * (together ≈ 60 MB of a ≈ 180 MB idle server). Wrap the import of such a module in `lazy` at the
 * point of use; its types can still be imported statically with `import type`.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
