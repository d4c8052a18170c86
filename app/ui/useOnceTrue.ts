import { useState } from "react";

/** True from the first render where `now` is true on: a lazily loaded dialog mounts when first opened and then stays, so it can animate closed. */
export function useOnceTrue(now: boolean): boolean {
  const [once, setOnce] = useState(now);
  if (now && !once) setOnce(true);
  return once || now;
}
