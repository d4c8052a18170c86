import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { VERIFICATION_TYPE_LABELS } from "../features/cases/status";
import { ChecklistAction, VersionQuery } from "../features/checklists/checklist-forms";
import { ChecklistPage } from "../features/checklists/ChecklistPage";
import { CHECKLIST_MESSAGES, definitionText, MAX_DEFINITION_CHARS } from "../features/checklists/checklist-text";
import { checklistDetail, publishDraft, saveDraft } from "../features/checklists/checklists.server";
import { requireMember } from "../features/organizations/membership.server";
import { done, handled, handledLoader, idParam, parseForm, readFormData, readQuery, Refusal } from "../platform/request.server";
import { withTypedForm } from "../platform/typed-form.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.checklist.title ?? "Checklist"} · SiteProof` }];

// Owners and managers; another organization's checklist is this one's 404.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage checklists");
  const checklistId = idParam(params, "checklistId", CHECKLIST_MESSAGES.notFound);
  const { version } = readQuery(request, VersionQuery);
  const { checklist, versions, mappedTo } = await checklistDetail(context.db, org.id, checklistId);
  const viewed = version === undefined ? null : versions.find((v) => v.version === version);
  if (viewed === undefined) throw new Refusal(404, CHECKLIST_MESSAGES.notFound);
  return json({
    checklist: {
      id: checklist.id,
      title: checklist.title,
      type: VERIFICATION_TYPE_LABELS[checklist.verificationType],
      archived: checklist.archivedAt !== null,
      mappedTo: mappedTo.map((t) => VERIFICATION_TYPE_LABELS[t]),
    },
    versions: versions.map(({ version, publishedAt, publishedBy, definitionHash }) => ({ version, publishedAt, publishedBy, definitionHash })),
    editorText: versions[0] ? definitionText(versions[0].definition) : "",
    viewing: viewed ? { version: viewed.version, text: definitionText(viewed.definition) } : null,
  });
});

// intent=save (the definition's JSON, as a draft) | publish (the draft as the next version).
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "manage checklists");
  const checklistId = idParam(params, "checklistId", CHECKLIST_MESSAGES.notFound);
  // A definition's JSON is far longer than other fields, and urlencoded its quotes and braces take 3 bytes each.
  const form = await readFormData(request, { maxBytes: 4 * MAX_DEFINITION_CHARS });
  return withTypedForm(form, async () => {
    const input = parseForm(form, ChecklistAction, { maxChars: MAX_DEFINITION_CHARS });
    if (input.intent === "publish")
      return done({ intent: input.intent, message: CHECKLIST_MESSAGES.published(await publishDraft(context.db, org.id, checklistId, user.id)) });
    await saveDraft(context.db, org.id, checklistId, input.definition, user.id);
    return done({ intent: input.intent, message: CHECKLIST_MESSAGES.saved });
  });
});

export default function ChecklistRoute() {
  return <ChecklistPage code={useParams().code!} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
