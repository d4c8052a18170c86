// The admin routes' clientAction: the server's answer as it is, or, when the request cannot reach the
// server at all, the action's failure message in the same shape, so the dashboard shows a red banner
// instead of the error page.
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { unreachedMessage } from "./admin-messages";

export async function adminClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  try {
    return await serverAction();
  } catch (error) {
    // A thrown Response (403, a redirect) is the server's word: let Remix handle it.
    if (!(error instanceof TypeError)) throw error;
    return { intent, ok: false, message: unreachedMessage(intent) };
  }
}
