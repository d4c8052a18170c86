import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { fullName } from "../platform/names";
import { done, handled, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { requireUser } from "../features/account/session.server";
import { saveSupportMessage } from "../features/support/support.server";
import { type ContactAnswer, ContactPage } from "../features/support/ContactPage";
import { SUPPORT_TEXT_FIELDS, supportMailto, SupportSchema } from "../features/support/support-form";

export const meta: MetaFunction = () => [{ title: "Contact Support · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ name: fullName(user), email: user.email, organization: user.organization ?? "" });
}

// Stores the message for administrators, then answers with the mail draft the browser opens.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request);
  const message = parseTypedForm(form, SupportSchema, SUPPORT_TEXT_FIELDS);
  await saveSupportMessage(context.db, user, message);
  return done({ mailto: supportMailto(message, { accountType: user.accountType, userId: user.id }) });
});

export default function Contact() {
  return <ContactPage account={useLoaderData<typeof loader>()} posted={useActionData<ContactAnswer>()} />;
}
