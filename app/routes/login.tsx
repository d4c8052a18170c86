import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginPage } from "../features/account/LoginPage";
import { handleAuthAction } from "../features/account/auth-actions.server";
import { isGoogleConfigured } from "../features/account/google.server";
import { LoginQuery, loginPageData } from "../features/account/login-query";
import { getOptionalUser } from "../features/account/session.server";
import { handled, handledLoader, readQuery } from "../platform/request.server";
import type { StaticPageHandle } from "../ui/static-page";

export const meta: MetaFunction = () => [{ title: "Sign in · SiteProof" }];

// The first page on a phone with a weak network ships no framework JavaScript: its forms post
// natively and the answer is rendered here (app/ui/static-page.ts does the rest).
export const handle: StaticPageHandle = { hydrate: false };

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const page = loginPageData(readQuery(request, LoginQuery), isGoogleConfigured(context.cloudflare.env));
  if (await getOptionalUser(context, request)) throw redirect(page.redirectTo ?? "/app");
  return json(page);
});

export const action = handled(async ({ request, context }: ActionFunctionArgs) => handleAuthAction(context, request));

export default function Login() {
  return <LoginPage {...useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
