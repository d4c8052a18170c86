// The close code of a live connection (/app/live) whose session has ended: the page stops reconnecting.
export const SIGNED_OUT_CLOSE = 4401;
