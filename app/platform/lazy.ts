// Code that most requests never need (Photon's WebAssembly, the C2PA and X.509 libraries, the country
// borders) is imported when first used rather than at every isolate start. One import for every caller:
// requests arriving together while it first loads all wait for the whole module, never a half-evaluated one.

/** `load` run once; every call gets the same promise. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
