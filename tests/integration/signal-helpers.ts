// What the signals tests share: an inspector with one company of their own, an upload as the capture
// page sends it (from a network described by `cf`, GPS in Mumbai: capture-helpers' meta()), and the
// receipt a photo was given.
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { ORIGIN, post, signUp, userByEmail } from "./helpers";
import { meta } from "./capture-helpers";

export async function inspectorOf(company: { name: string; cin: string }) {
  const s = await signUp(undefined, "secret123", `Inspector of ${company.name}`);
  const userId = String((await userByEmail(s.email))!.id);
  await post("/app/database?_data=routes%2Fapp.database", { intent: "create", ...company, address: "Pune, Maharashtra" }, { cookie: s.cookie });
  const row = await env.DB.prepare("SELECT id FROM companies WHERE user_id = ? AND cin = ?").bind(userId, company.cin).first<{ id: string }>();
  return { ...s, userId, companyId: row!.id };
}

/** One upload, whatever the answer. */
export async function sendRaw(
  who: { cookie: string; companyId: string },
  bytes: Uint8Array<ArrayBuffer>,
  inspectionId = crypto.randomUUID(),
  cf?: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const m = meta(inspectionId, { companyId: who.companyId, ...extra });
  const form = new FormData();
  form.set("file", new File([bytes], m.fileName, { type: "image/jpeg" }));
  form.set("meta", JSON.stringify(m));
  const res = await SELF.fetch(`${ORIGIN}/app/photos`, {
    method: "POST",
    headers: { Cookie: who.cookie, Origin: ORIGIN, Host: "localhost" },
    body: form,
    ...(cf ? { cf } : {}),
  } as RequestInit);
  return { res, text: await res.text(), photoId: m.id, inspectionId };
}

export type UploadAnswer = { photo: { id: string }; matches: { kind: string; text: string }[] };

/** One upload that must be accepted. */
export async function send(...args: Parameters<typeof sendRaw>) {
  const { res, text, photoId, inspectionId } = await sendRaw(...args);
  expect(res.status, text).toBe(200);
  return { answer: JSON.parse(text) as UploadAnswer, text, inspectionId, photoId };
}

export const receiptOf = async (photoId: string) =>
  JSON.parse((await env.DB.prepare("SELECT receipt FROM photos WHERE id = ?").bind(photoId).first<{ receipt: string }>())!.receipt);
