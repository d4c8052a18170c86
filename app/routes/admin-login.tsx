import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { done, handled, readForm } from "../platform/request.server";
import { AdminLoginPage } from "../features/account/AdminLoginPage";
import { ADMIN_LOGIN_MESSAGES, AdminLoginForm } from "../features/account/admin-login";
import { adminResetLink, adminSignIn } from "../features/account/admin-login.server";
import { getOptionalUser, isAdmin } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Login · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context, request);
  if (user && isAdmin(user)) throw redirect("/admin-dashboard");
  return null;
}

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const input = await readForm(request, AdminLoginForm);
  if (input.intent === "reset") {
    await adminResetLink(context, request, input.email);
    return done({ intent: input.intent, message: ADMIN_LOGIN_MESSAGES.resetSent });
  }
  const headers = await adminSignIn(context, request, input);
  return done({ intent: input.intent, message: ADMIN_LOGIN_MESSAGES.signedIn }, { headers });
});

export default function AdminLogin() {
  return <AdminLoginPage />;
}
