import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { handled, readForm, readQuery } from "../platform/request.server";
import { SIGN_OUT_FAILED, signOutReturnUrl } from "../features/account/sign-out";
import { flashCookie } from "../platform/flash.server";
import { clearSessionCookie, destroySession } from "../features/account/session.server";

// Sign-out is a POST only, so a link elsewhere cannot sign anyone out.
export const loader = () => redirect("/app");

// The sign-out buttons post an empty form; `to=admin` is the admin panel's.
const LogoutQuery = v.object({ to: v.optional(v.string()) });

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  await readForm(request, v.object({}));
  if (readQuery(request, LogoutQuery).to !== "admin") {
    try {
      return redirect("/login", { headers: { "Set-Cookie": await destroySession(context, request) } });
    } catch (error) {
      // The session still works on the server, so say so and keep the user signed in to try again.
      console.error("Sign-out could not end the session", error);
      return redirect(signOutReturnUrl(request), { headers: { "Set-Cookie": flashCookie(SIGN_OUT_FAILED, "error") } });
    }
  }
  // The admin's logout goes to /admin-login even if ending the session fails (spec 2 §2): the
  // browser drops its cookie either way, and the session row expires on its own.
  let cookie = clearSessionCookie();
  try {
    cookie = await destroySession(context, request);
  } catch (error) {
    console.error("Admin logout could not end the session", error);
  }
  return redirect("/admin-login", { headers: { "Set-Cookie": cookie } });
});
