// A part of a page built ahead of being shown (the capture's form while the camera is in use, a checklist's steps
// beside the one read), so that showing it costs a slow phone neither building, styling nor laying it out.
import { type HTMLAttributes, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { whenIdle } from "./idle";

// Nothing is ahead in the server's HTML; React warns of a layout effect there.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * While `ahead`, the element is out of the flow at its own width (base.css, [data-ahead]). Once built, its style
 * and layout are computed at once (idle time) and then kept: content-visibility: hidden ([data-kept]) skips the
 * subtree from then on (not drawn, not focusable, not in the accessibility tree) and keeps what was computed, so
 * showing it restyles the element alone. (Hiding it with visibility restyled every element inside on the tap.)
 */
export function Ahead({ ahead, as: Tag = "div", ...rest }: { ahead: boolean; as?: "div" | "section" } & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLDivElement>(null);
  useBrowserLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!ahead) return void delete el.dataset.kept;
    el.getBoundingClientRect();
    el.dataset.kept = "";
  }, [ahead]);
  return <Tag ref={ref} {...rest} data-ahead={ahead ? "" : undefined} aria-hidden={ahead || undefined} />;
}

/**
 * `value` as it was at the page's last idle moment while `enabled` (null before the first): what to build ahead
 * of the next tap. The update is a transition, so a tap during the build comes first.
 */
export function useIdleValue<T>(value: T, enabled: boolean): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled || Object.is(settled, value)) return;
    return whenIdle(() => startTransition(() => setSettled(value)));
  }, [enabled, value, settled]);
  return settled;
}
