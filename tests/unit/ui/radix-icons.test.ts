import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CameraIcon, ArchiveIcon } from "@radix-ui/react-icons";
import { describe, expect, it } from "vitest";
import { iconMarkup, importedIcons, radixIcons, roundPath, spriteOf } from "../../../scripts/radix-icons";
import { spriteIcon } from "../../../app/ui/sprite-icon";

// These tests import the package itself (no Vite plugin runs in unit tests): what the sprite must match.
const packageInner = (html: string) => html.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");

describe("the icon sprite (scripts/radix-icons.ts)", () => {
  it("finds every icon the source imports by name, across lines, renames, types and comments, and no other package's", () => {
    const sources = [
      'import { CameraIcon, BellIcon } from "@radix-ui/react-icons";',
      'import {\n  ArchiveIcon, // the empty state\n  ClockIcon as Clock,\n  /* later */ type HomeIcon,\n} from "@radix-ui/react-icons";\nimport { Button } from "@radix-ui/themes";',
      "import { CameraIcon } from '@radix-ui/react-icons';",
      'import type { PersonIcon } from "@radix-ui/react-icons";',
      'import { Dialog } from "@radix-ui/react-dialog";',
    ];
    expect(importedIcons(sources)).toEqual(["ArchiveIcon", "BellIcon", "CameraIcon", "ClockIcon", "HomeIcon", "PersonIcon"]);
  });

  it("stops the build on an import the sprite could not serve", () => {
    expect(() => importedIcons(['import * as Icons from "@radix-ui/react-icons";'])).toThrow(/import icons by name/);
    expect(() => importedIcons(['import Icons from "@radix-ui/react-icons";'])).toThrow(/import icons by name/);
  });

  it("holds each icon as a symbol drawing the package's paths, in currentColor, their numbers to two decimals", () => {
    const sprite = spriteOf(iconMarkup(["ArchiveIcon", "CameraIcon"]));
    for (const [name, Icon] of [
      ["ArchiveIcon", ArchiveIcon],
      ["CameraIcon", CameraIcon],
    ] as const) {
      const inner = packageInner(renderToStaticMarkup(createElement(Icon)));
      expect(inner).toContain('fill="currentColor"');
      const symbol = sprite.match(new RegExp(`<symbol id="${name}" viewBox="0 0 15 15" fill="none">(.*?)</symbol>`))![1];
      // The same markup but for the numbers of each path; each number within 0.005 of the package's.
      const numbers = (html: string) => html.match(/-?\d*\.?\d+/g)!.map(Number);
      expect(symbol.replace(/-?\d*\.?\d+/g, "N")).toBe(inner.replace(/-?\d*\.?\d+/g, "N"));
      const ours = numbers(symbol);
      numbers(inner).forEach((n, i) => expect(Math.abs(ours[i] - n)).toBeLessThanOrEqual(0.005));
      expect(symbol.length).toBeLessThan(inner.length);
    }
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><symbol')).toBe(true);
  });

  it("rounds a path's numbers to two decimals, keeping numbers run together apart", () => {
    expect(roundPath("M3.30902 1C2.93025 1 -0.004 .5.125L-.5-1.23456")).toBe("M3.31 1C2.93 1 0 0.5 0.13L-0.5-1.23");
    // 2.999 becomes 3, which must not run into .5; -0.004 becomes 0, which must not run into the 1 before it.
    expect(roundPath("M2.999.5L1-0.004")).toBe("M3 0.5L1 0");
  });

  it("refuses a name the package has no icon for", () => {
    expect(() => iconMarkup(["NoSuchIcon"])).toThrow(/no icon NoSuchIcon/);
  });

  it("serves each imported icon as a module drawing from a sprite named by its content", () => {
    const plugin = radixIcons();
    const hook = <T>(h: unknown) => (typeof h === "function" ? h : (h as { handler: T }).handler) as T;
    hook<(c: unknown) => void>(plugin.configResolved)({ build: { ssr: false }, root: process.cwd() });
    const load = hook<(id: string) => string>(plugin.load);
    const url = plugin.api.spriteUrl();
    expect(url).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
    expect(load("\0radix-icons")).toContain('export { CameraIcon } from "\0radix-icon:CameraIcon";');
    expect(load("\0radix-icon:CameraIcon")).toContain(`spriteIcon("CameraIcon", "${url}#CameraIcon")`);
    expect(() => load("\0radix-icon:AccessibilityIcon")).toThrow(/not imported by name/);
  });
});

describe("an icon drawn from the sprite (app/ui/sprite-icon.tsx)", () => {
  const Camera = spriteIcon("CameraIcon", "/assets/icons-x.svg#CameraIcon");

  it("draws the package's <svg> with a <use> of its symbol, passing props on", () => {
    const ours = renderToStaticMarkup(createElement(Camera, { width: 20, height: 20, "aria-hidden": true, className: "tile" }));
    const theirs = renderToStaticMarkup(createElement(CameraIcon, { width: 20, height: 20, "aria-hidden": true, className: "tile" }));
    expect(ours).toBe(theirs.replace(/>.*<\/svg>$/, '><use href="/assets/icons-x.svg#CameraIcon"></use></svg>'));
  });

  it("takes another colour as the <svg>'s CSS colour, which the symbol's currentColor follows", () => {
    const html = renderToStaticMarkup(createElement(Camera, { color: "var(--gray-9)", style: { marginTop: 4 } }));
    expect(html).toContain('style="margin-top:4px;color:var(--gray-9)"');
    expect(renderToStaticMarkup(createElement(Camera))).not.toContain("style=");
  });
});
