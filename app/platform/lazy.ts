// The one way SiteProof loads code when first used, on the server (Photon's WebAssembly, the C2PA and X.509
// libraries, the country borders) and in the browser (dialogs, menus, the toaster, PDF builders) alike. One
// import for every caller: requests or presses arriving together while it first loads all wait for the whole
// module, never a half-evaluated one; once it has arrived, `loaded` gives it synchronously to a first render.

export interface Loader<T> {
  (): Promise<T>;
  /** The module once it has arrived. */
  readonly loaded: T | undefined;
}

/** `load` run once; every call gets the same promise. */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const loader = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        // A failed fetch of a chunk (offline, a new deployment) is asked again next time rather than kept.
        loading = undefined;
        throw e;
      },
    ));
  return Object.defineProperty(loader, "loaded", { get: () => loaded }) as Loader<T>;
}
