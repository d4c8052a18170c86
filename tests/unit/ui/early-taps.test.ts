import { afterEach, describe, expect, it, vi } from "vitest";
import { heldTapTarget, holdEarlyTaps } from "../../../app/ui/early-taps";

/** Just enough of an element for the rule: tag, attributes, and a button's type and form. */
function element(tagName: string, attributes: Record<string, string> = {}, button: { type?: string; form?: object | null } = {}) {
  const attrs = new Map(Object.entries(attributes));
  const pressed: string[] = [];
  return {
    nodeType: 1,
    tagName,
    isConnected: true,
    type: button.type ?? "submit",
    form: button.form ?? null,
    getAttribute: (name: string) => attrs.get(name) ?? null,
    hasAttribute: (name: string) => attrs.has(name),
    setAttribute: (name: string, value: string) => void attrs.set(name, value),
    removeAttribute: (name: string) => void attrs.delete(name),
    dispatchEvent: (event: Event) => pressed.push(event.type),
    click: () => pressed.push("click"),
    pressed,
  };
}
const page = [element("MAIN"), element("BODY"), element("HTML"), { nodeType: 9 }, {}];
/** A click's composedPath(): the tapped node, its ancestors, the document and the window. */
const path = (...nodes: object[]) => [...nodes, ...page] as unknown as EventTarget[];
/** A Remix <Form> or fetcher form renders its action and method: it posts natively. */
const form = { hasAttribute: (name: string) => name === "action" || name === "method" };
/** A <form onSubmit> alone: only React submits it. */
const reactForm = { hasAttribute: () => false };

describe("heldTapTarget", () => {
  it("holds a tap on a button React alone drives, from the icon inside it too", () => {
    const button = element("BUTTON", { "aria-label": "Schedule New Visit" }, { type: "button" });
    expect(heldTapTarget(path(button))).toBe(button);
    expect(heldTapTarget(path(element("svg"), button))).toBe(button);
  });

  it("holds [role=button] and menu triggers, but never a form field", () => {
    const div = element("DIV", { role: "button" });
    expect(heldTapTarget(path(element("SPAN"), div))).toBe(div);
    const trigger = element("DIV", { "aria-haspopup": "menu" });
    expect(heldTapTarget(path(trigger))).toBe(trigger);
    expect(heldTapTarget(path(element("INPUT", { "aria-haspopup": "listbox" })))).toBeNull();
  });

  it("lets links navigate natively, a button inside a link and a link styled as a button included", () => {
    expect(heldTapTarget(path(element("A", { href: "/app/history" })))).toBeNull();
    expect(heldTapTarget(path(element("A", { href: "/app", role: "button" })))).toBeNull();
    expect(heldTapTarget(path(element("BUTTON", {}, { type: "button" }), element("A", { href: "/app" })))).toBeNull();
    // An anchor without href is no link: React drives it.
    const anchor = element("A", { role: "button" });
    expect(heldTapTarget(path(anchor))).toBe(anchor);
  });

  it("lets a form's submit and reset buttons post natively", () => {
    expect(heldTapTarget(path(element("SPAN"), element("BUTTON", {}, { type: "submit", form })))).toBeNull();
    expect(heldTapTarget(path(element("BUTTON", {}, { type: "reset", form })))).toBeNull();
    // A submit-typed button with no form does nothing natively: React drives it.
    const loose = element("BUTTON", {}, { type: "submit", form: null });
    expect(heldTapTarget(path(loose))).toBe(loose);
    // A plain button inside a form is React's too.
    const inForm = element("BUTTON", {}, { type: "button", form });
    expect(heldTapTarget(path(inForm))).toBe(inForm);
  });

  it("holds the submit button of a form only React submits, which natively would reload the page and send nothing", () => {
    const send = element("BUTTON", {}, { type: "submit", form: reactForm });
    expect(heldTapTarget(path(element("SPAN"), send))).toBe(send);
  });

  it("lets through taps on nothing pressable and on a control marked disabled", () => {
    expect(heldTapTarget(path(element("P")))).toBeNull();
    expect(heldTapTarget(path(element("BUTTON", { "aria-disabled": "true" }, { type: "button" })))).toBeNull();
  });
});

describe("holdEarlyTaps", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The inline script on a page not yet hydrated, with the click listener and the observer it registers. */
  function start() {
    const html = { dataset: {} as Record<string, string> };
    const listeners = new Set<(event: unknown) => void>();
    let observed: (() => void) | null = null;
    let idle: (() => void) | null = null;
    class MouseEvent extends Event {}
    vi.stubGlobal("document", { documentElement: html });
    vi.stubGlobal("MouseEvent", MouseEvent);
    vi.stubGlobal("window", {
      addEventListener: (_: string, fn: (event: unknown) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: unknown) => void) => listeners.delete(fn),
      requestIdleCallback: (fn: () => void) => (idle = fn),
    });
    vi.stubGlobal(
      "MutationObserver",
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {
          observed = null;
        }
      },
    );
    holdEarlyTaps(heldTapTarget);
    const hold = [...listeners][0];
    /** A click on `nodes`, a person's unless `isTrusted` is false (a script's). */
    const click = (isTrusted: boolean, ...nodes: object[]) => {
      const event = { isTrusted, composedPath: () => path(...nodes), preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
      for (const listener of [...listeners]) listener(event);
      return event;
    };
    const tap = (...nodes: object[]) => click(true, ...nodes);
    /** The root route marks the page hydrated; the held tap is pressed once the page is next idle. */
    const hydrate = () => {
      html.dataset.hydrated = "true";
      observed?.();
    };
    const idles = () => {
      if (!idle) throw new Error("no press was scheduled");
      idle();
    };
    return { tap, click, hydrate, idles, listening: () => listeners.has(hold) };
  }

  it("keeps a tap on a React control, marks it busy, and presses it once hydrated and idle", () => {
    const { tap, hydrate, idles, listening } = start();
    const button = element("BUTTON", {}, { type: "button" });
    const event = tap(button);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.pressed).toEqual([]);
    hydrate();
    expect(button.pressed).toEqual([]);
    // React takes the taps from the mark on; the held one is pressed once the page is idle.
    expect(listening()).toBe(false);
    idles();
    expect(button.pressed).toEqual(["pointerdown", "mousedown", "pointerup", "mouseup", "click"]);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(listening()).toBe(false);
  });

  it("presses nothing when the person taps again between hydration and the press: React took that tap", () => {
    const { tap, hydrate, idles } = start();
    const toggle = element("BUTTON", {}, { type: "button" });
    tap(toggle);
    hydrate();
    // Not held: it reaches React, which opens the dialog; pressing the held tap too would close it.
    expect(tap(toggle).preventDefault).not.toHaveBeenCalled();
    idles();
    expect(toggle.pressed).toEqual([]);
    expect(toggle.hasAttribute("aria-busy")).toBe(false);
  });

  it("holds only a person's taps, not a click a script sends", () => {
    const { click, hydrate, idles } = start();
    const button = element("BUTTON", {}, { type: "button" });
    expect(click(false, button).preventDefault).not.toHaveBeenCalled();
    expect(button.hasAttribute("aria-busy")).toBe(false);
    hydrate();
    idles();
    expect(button.pressed).toEqual([]);
  });

  it("presses only the last tap: a double tap opens, it does not open then close", () => {
    const { tap, hydrate, idles } = start();
    const first = element("BUTTON", {}, { type: "button" });
    const toggle = element("BUTTON", {}, { type: "button" });
    tap(first);
    tap(toggle);
    tap(toggle);
    expect(first.hasAttribute("aria-busy")).toBe(false);
    hydrate();
    idles();
    expect(first.pressed).toEqual([]);
    expect(toggle.pressed.filter((type) => type === "click")).toHaveLength(1);
  });

  it("lets a link's tap through untouched, and presses nothing that left the page", () => {
    const { tap, hydrate, idles } = start();
    const link = tap(element("A", { href: "/app/history" }));
    expect(link.preventDefault).not.toHaveBeenCalled();
    const gone = element("BUTTON", {}, { type: "button" });
    tap(gone);
    gone.isConnected = false;
    hydrate();
    idles();
    expect(gone.pressed).toEqual([]);
  });

  it("leaves an aria-busy the page set itself", () => {
    const { tap, hydrate, idles } = start();
    const button = element("BUTTON", { "aria-busy": "true" }, { type: "button" });
    const other = element("BUTTON", {}, { type: "button" });
    tap(button);
    tap(other);
    expect(other.getAttribute("aria-busy")).toBe("true");
    tap(button);
    expect(other.hasAttribute("aria-busy")).toBe(false);
    hydrate();
    idles();
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.pressed).toContain("click");
  });
});
