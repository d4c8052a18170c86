// Google's OAuth token and OpenID user-info endpoints, as our sign-in calls them.
import { expect } from "vitest";
import { answerAtEdge } from "./network";

export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

/** Google answers with this profile; `seen.tokenBody` is the form our server sent for the token. */
export function stubGoogle(profile: Record<string, unknown>, opts: { userinfoStatus?: number } = {}) {
  const seen: { tokenBody?: URLSearchParams } = {};
  answerAtEdge(
    (url) => url.href === GOOGLE_TOKEN_URL || url.href === GOOGLE_USERINFO_URL,
    async (request) => {
      if (request.url === GOOGLE_TOKEN_URL) {
        seen.tokenBody = new URLSearchParams(await request.text());
        return Response.json({ access_token: "ya29.test", token_type: "Bearer", expires_in: 3600, scope: "email profile" });
      }
      expect(request.headers.get("Authorization")).toBe("Bearer ya29.test");
      return Response.json(profile, { status: opts.userinfoStatus ?? 200 });
    },
  );
  return seen;
}
