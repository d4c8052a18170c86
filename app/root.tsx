import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "@remix-run/react";
import { Theme } from "@radix-ui/themes";
import radixStyles from "./styles/radix.css?url";
import appStyles from "./styles/app.css?url";
import { useEffect } from "react";
import { useNonce } from "./nonce";
import { AppToaster } from "./ui/toast";
import { ErrorPage } from "./ui/ErrorPage";
import { inlineScript, isStaticPage, staticPageScript } from "./ui/static-page";
import { HELD_SCRIPTS, startScriptsAfterFirstPaint } from "./ui/held-scripts";
import { heldTapTarget, holdEarlyTaps } from "./ui/early-taps";
import { precacheWhenIdle } from "./ui/precache";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: radixStyles },
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => [
  { title: "SiteProof" },
  { name: "description", content: "Secure site verification platform" },
  { name: "theme-color", content: "#0d74ce" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = !useMatches().some((m) => isStaticPage(m.handle));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Taps before hydration are kept and played again once hydrated (app/ui/early-taps.ts); before
            the stylesheets, so it runs without waiting for them. */}
        {hydrate ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScript(holdEarlyTaps, heldTapTarget) }} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <Theme accentColor="blue" grayColor="slate" radius="medium" scaling="100%" appearance="light">
          {children}
          {hydrate ? <AppToaster /> : null}
          {hydrate ? <HydratedMark /> : null}
        </Theme>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* Held as text until the page is first drawn (app/ui/held-scripts.ts). */}
            <noscript id={HELD_SCRIPTS}>
              <Scripts nonce={nonce} />
            </noscript>
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScript(startScriptsAfterFirstPaint, HELD_SCRIPTS) }} />
          </>
        ) : (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScript(staticPageScript) }} />
        )}
      </body>
    </html>
  );
}

/** Marks the page hydrated, from the layout, so the error page is marked too: a tap held until then is
 *  played once the page is idle (early-taps.ts); the browser tests wait for it (held-scripts.ts). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  const routeIds = useMatches().map((match) => match.id);
  useEffect(() => {
    // The service worker keeps the app shell and the camera page for use without a network.
    navigator.serviceWorker?.register("/sw.js").catch((error) => console.warn("Service worker registration failed", error));
    precacheWhenIdle(routeIds);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a page load: the first page's routes come first
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage fullScreen back={{ href: "/app", label: "Back to SiteProof" }} />;
}
