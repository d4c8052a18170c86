import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "../features/account/session.server";
import { SupportAction } from "../features/support/inbox";
import { answerSupport, setSupportStatus } from "../features/support/support-answers.server";
import { supportThread } from "../features/support/support.server";
import { type ThreadAnswer, SupportThreadPage } from "../features/support/SupportThreadPage";
import { done, handled, handledLoader, idParam, invariantResponse, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { ErrorPage } from "../ui/ErrorPage";

const NOT_FOUND = "This support message does not exist.";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.thread.message.subject ?? "Support message"} · Admin · SiteProof` }];

// One support message for an administrator: the whole message, the sender's account, its history,
// and the answer and status forms (real forms: they work before the scripts arrive).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const admin = await requireAdmin(context, request);
  const thread = await supportThread(context.db, idParam(params, "messageId", NOT_FOUND));
  invariantResponse(thread, NOT_FOUND);
  return json({ thread, timeZone: admin.timeZone, now: new Date().toISOString() }, { headers: { "Cache-Control": "no-store" } });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const admin = await requireAdmin(context, request);
  const id = idParam(params, "messageId", NOT_FOUND);
  const input = parseTypedForm(await readFormData(request), SupportAction, ["answer"]);
  const env = context.cloudflare.env;
  const message =
    input.intent === "answer" ? await answerSupport(env, context.db, admin, id, input.answer) : await setSupportStatus(context.db, admin, id, input.status);
  return done({ intent: input.intent, message });
});

export default function SupportMessageRoute() {
  return <SupportThreadPage {...useLoaderData<typeof loader>()} answer={useActionData<ThreadAnswer>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
