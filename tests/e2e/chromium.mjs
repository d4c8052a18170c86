// Where the browser tests find Chromium; scripts/test.mjs installs Debian's packages when they are missing.
// The headless shell is the same Chromium build without the full browser's UI processes (a GPU process and
// WebUI renderers per launch): six browser files took 87 s on it against 122 s on the full browser. The full
// browser is kept for what only it has: Background Sync (the offline tests).
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const FULL_BROWSER = process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium";
