import { Callout, Link } from "@radix-ui/themes";
import { useLocation } from "@remix-run/react";
import { withRedirectTo } from "../../platform/redirect-to";

export const SESSION_ENDED_TEXT = "Your session ended; sign in again to send your photos.";

/**
 * The server answered 401: every photo stays on this device; sign-in returns here, and the photos are sent then.
 * `onLeave` keeps what only the page holds (the assessment being filled in) as a draft before the sign-in page.
 */
export function SessionEndedNotice({ onLeave }: { onLeave?: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <Callout.Root color="amber" mb="3" role="alert">
      <Callout.Text>
        {SESSION_ENDED_TEXT} {/* A whole page load: the sign-in page runs without the app's scripts. */}
        <Link href={withRedirectTo("/login", pathname + search)} onClick={onLeave}>
          Sign in
        </Link>
      </Callout.Text>
    </Callout.Root>
  );
}
