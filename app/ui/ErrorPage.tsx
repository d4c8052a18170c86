// The one error page: every ErrorBoundary renders it, the root's full screen and a route's in its place.
import { useLocation, useRevalidator, useRouteError } from "@remix-run/react";
import { Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { errorText, type StatusTexts } from "./error-text";
import { withRedirectTo } from "../platform/redirect-to";

export interface ErrorPageProps {
  /** The page's own words by status (spec sentences such as 'Failed to load profile'). */
  texts?: StatusTexts;
  /** The way back; null where there is none to offer (a public page). */
  back?: { href: string; label: string } | null;
  /** A button that loads the page again (a route whose layout stays). */
  retry?: boolean;
  /** The whole screen (the root), rather than a page's place in its layout. */
  fullScreen?: boolean;
}

export function ErrorPage({ texts, back = { href: "/app", label: "Go to Home" }, retry = false, fullScreen = false }: ErrorPageProps) {
  const error = useRouteError();
  const { title, message, status } = errorText(error, texts);
  const { pathname, search } = useLocation();
  // A script's 401 (the session ended while the page was open): sign in, and back to this page.
  const way = status === 401 ? { href: withRedirectTo("/login", pathname + search), label: "Sign in" } : back;
  // The stack only while developing: a visitor never sees the server's internals.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <Flex
      direction="column"
      gap="3"
      align={fullScreen ? "center" : "start"}
      justify={fullScreen ? "center" : "start"}
      p={fullScreen ? "6" : undefined}
      style={fullScreen ? { minHeight: "100vh" } : undefined}
    >
      <Heading as="h1" size={fullScreen ? "7" : "6"} color={fullScreen ? "red" : undefined}>
        {title}
      </Heading>
      <Callout.Root color="red" role="alert">
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
      {stack ? (
        <Text as="p" size="1" color="gray" style={{ whiteSpace: "pre-wrap", maxWidth: 640 }}>
          {stack}
        </Text>
      ) : null}
      {retry || way ? (
        <Flex gap="2">
          {retry ? <RetryButton /> : null}
          {way ? (
            <Button variant={retry ? "soft" : "solid"} asChild>
              <a href={way.href}>{way.label}</a>
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

function RetryButton() {
  const revalidator = useRevalidator();
  return (
    <Button onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
      Try again
    </Button>
  );
}
