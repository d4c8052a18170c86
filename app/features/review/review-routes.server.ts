// Loaders and actions of the review pages. Each checks the member's ability itself (requireMember):
// the queue, the review screen and a disposition need "review"; a reopen needs "assign" (managers, owners).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { done, handled, handledLoader, idParam, invariantResponse, parseForm, querySchema, readFormData, readQuery } from "../../platform/request.server";
import { withTypedForm } from "../../platform/typed-form.server";
import { photoResponse } from "../../platform/photos.server";
import { CASE_MESSAGES, readCase } from "../cases/case-access.server";
import { requireMember } from "../organizations/membership.server";
import { recordDisposition, reopenCase } from "./dispose.server";
import { reviewCase, reviewPhoto } from "./review-case.server";
import { listReviewQueue } from "./review-queue.server";
import { DispositionSchema, parseQueueQuery, REOPENABLE, ReopenSchema } from "./review-rules";

const Query = querySchema(["inspector", "type", "age", "after"], parseQueueQuery);

export const queueLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review");
  const query = readQuery(request, Query);
  const now = new Date();
  const list = await listReviewQueue(context.db, member, query, now);
  return json({ ...list, query: { inspector: query.inspector ?? "", type: query.type ?? "", age: query.age }, now: now.toISOString() });
});

export const reviewLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review");
  const data = await reviewCase(context.cloudflare.env, context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  return json({ ...data, timeZone: member.user.timeZone, now: new Date().toISOString() }, { headers: { "Cache-Control": "no-store" } });
});

export const reviewAction = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review");
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const input = parseForm(form, DispositionSchema);
    const message = await recordDisposition(context.cloudflare.env, context.db, member, caseId, input);
    return done({ message });
  });
});

export const reviewPhotoLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "review", { resource: true });
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const photo = await reviewPhoto(context.db, member, caseId, idParam(params, "photoId", "Photo not found"));
  invariantResponse(photo, "Photo not found");
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const res = await photoResponse(context.cloudflare.env, photo, thumb, {
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `inline; filename="${photo.fileName}"`,
  });
  invariantResponse(res, "Photo not found");
  return res;
});

export const reopenLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const found = await readCase(context.db, member, idParam(params, "caseId", CASE_MESSAGES.notFound));
  return json({ reference: found.reference, visit: found.visit, reopenable: REOPENABLE.includes(found.status) });
});

export const reopenAction = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "assign");
  const caseId = idParam(params, "caseId", CASE_MESSAGES.notFound);
  const form = await readFormData(request);
  return withTypedForm(form, async () => {
    const { reason } = parseForm(form, ReopenSchema);
    return done({ message: await reopenCase(context.cloudflare.env, context.db, member, caseId, reason) });
  });
});
