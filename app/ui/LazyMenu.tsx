// A dropdown menu (the account menu and every page menu) whose code loads on the first press of its trigger: Radix's menu, popper, floating-ui
// and scroll area are 22 kB gzip that most visits to a page never use. The trigger draws at once; the
// menu opens as soon as its module arrives (a pointer over or focus on the trigger starts it early),
// and once loaded every menu renders directly. The service worker caches it for offline use (precache.ts).
import { cloneElement, useState, type ReactElement, type ReactNode } from "react";
import { loadOnce } from "../platform/lazy";

type Parts = typeof import("./menu-parts");
export type MenuParts = Parts["DropdownMenu"];
type Menu = MenuParts;
type ContentProps = React.ComponentProps<Menu["Content"]>;

const menuParts = loadOnce(() => import("./menu-parts"));

interface LazyMenuProps {
  /** A button; it gets the menu's ARIA state and, until the menu loads, the handlers that load it. */
  trigger: ReactElement<React.ButtonHTMLAttributes<HTMLButtonElement>>;
  content?: Omit<ContentProps, "children">;
  /** The items, drawn with the loaded menu's parts (`M.Item`, `M.Separator`, `M.Sub`...). */
  children: (M: Menu) => ReactNode;
}

export function LazyMenu({ trigger, content, children }: LazyMenuProps) {
  const [loaded, setLoaded] = useState<Parts | undefined>(menuParts.loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (!loaded) {
    const loadNow = () => void menuParts().then(setLoaded);
    const openOnArrival = () => {
      setOpenOnLoad(true);
      loadNow();
    };
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerEnter: loadNow,
      onFocus: loadNow,
      // Radix's trigger opens on pointerdown. The module started on pointerenter can arrive between a press's
      // pointerdown and its click: the trigger is then drawn anew, that click lands on no button, and the menu
      // would never open. So the press itself asks for the menu, as Radix's trigger would.
      onPointerDown: (e: React.PointerEvent) => {
        if (e.button === 0 && !e.ctrlKey) openOnArrival();
      },
      onClick: openOnArrival,
    });
  }
  const M = loaded.DropdownMenu;
  return (
    <M.Root defaultOpen={openOnLoad}>
      <M.Trigger>{trigger}</M.Trigger>
      <M.Content {...content}>{children(M)}</M.Content>
    </M.Root>
  );
}
