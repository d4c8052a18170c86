import { useEffect, useRef } from "react";

/**
 * Runs `onResult` once for each answer a fetcher finishes with (submit or load), when it is idle again.
 * The callback is read through a ref, so callers pass an inline function and need no dependency list.
 */
export function useFetcherResult<T>(fetcher: { state: string; data: T | undefined }, onResult: (data: T) => void): void {
  const latest = useRef(onResult);
  latest.current = onResult;
  // Every completed request gives a new data object; the same object seen again (a re-render) is not a new answer.
  const seen = useRef<T | undefined>(undefined);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle" || data === undefined || data === seen.current) return;
    seen.current = data;
    latest.current(data);
  }, [state, data]);
}
