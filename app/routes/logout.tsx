import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { destroySession } from "../lib/session.server";

// Sign-out is a POST only, so a link elsewhere cannot sign anyone out.
export const loader = () => redirect("/app");

export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await destroySession(context, request);
  const to = new URL(request.url).searchParams.get("to") === "admin" ? "/admin-login" : "/login";
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}
