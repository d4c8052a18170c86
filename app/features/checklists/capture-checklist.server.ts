// The checklist a case's capture answers, and its answers checked for the save: against the exact published
// version the capture showed (a capture saved offline with version 1 after version 2 was published is still
// version 1's), photo answers among the capture's own photos, signatures as PNGs. Any mismatch is one 422
// naming every problem, thrown before the save writes anything.
import { type Db } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { toHex } from "../../platform/encoding";
import type { ChecklistCapture } from "../../platform/inspection-payload";
import { Refusal } from "../../platform/refusal";
import { signatureKey } from "../../platform/storage-keys";
import { type AnswerProblem, type Answers, validateAnswers } from "./answers";
import { type ChecklistDefinition, questionsOf } from "./definition";
import { checklistForCase, publishedVersion } from "./mapping.server";
import { readSignature } from "./signature";

export const CAPTURE_CHECKLIST_MESSAGES = {
  personal: "A checklist is answered only for an organization's case.",
  none: "This case has no checklist: answer the inspection's questions instead.",
  missing: "This case is answered with its checklist, and the capture sent no answers to it. Open the case's capture again to answer it.",
  other: "These answers are for another checklist than the case's.",
  version: (n: number) => `Version ${n} of the case's checklist is not published.`,
  notInCapture: (label: string) => `${label}: a photo is not one of this capture's photos`,
  refused: (version: number, problems: string[]) => `The answers do not match version ${version} of the checklist: ${problems.join("; ")}.`,
} as const;
const M = CAPTURE_CHECKLIST_MESSAGES;

type CaseChecklistRef = Pick<Case, "organizationId" | "checklistId" | "verificationType">;

export interface Signature {
  questionId: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
}

/** What the save stores and seals of a checklist capture, and the signatures' images it puts in R2 first. */
export interface CheckedChecklist {
  checklistId: string;
  version: number;
  definitionHash: string;
  answers: Answers;
  signatures: Signature[];
}

/**
 * A capture's checklist answers checked, or null when it rightly answers none (a personal capture, a case
 * without a checklist: the seven questions then). A case whose checklist resolves must be answered with one
 * of that checklist's published versions. Only reads: the capture's loader installed the built-ins.
 */
export async function checkedCaptureChecklist(
  db: Db,
  found: (CaseChecklistRef & { id: string }) | null,
  given: ChecklistCapture | null | undefined,
  photoIds: readonly string[],
): Promise<CheckedChecklist | null> {
  if (!found) {
    if (given) throw new Refusal(422, M.personal);
    return null;
  }
  const current = await checklistForCase(db, found.id);
  if (!current) {
    if (given) throw new Refusal(422, M.none);
    return null;
  }
  if (!given) throw new Refusal(422, M.missing, { fieldErrors: { checklist: M.missing } });
  const checklistId = current.checklistId;
  if (given.checklistId !== checklistId) throw new Refusal(422, M.other);
  const version = await publishedVersion(db, found.organizationId, checklistId, given.version);
  if (!version) throw new Refusal(422, M.version(given.version));
  const checked = await checkAnswers(version.definition, given.answers, photoIds);
  if ("problems" in checked) {
    const fieldErrors: Record<string, string> = {};
    for (const p of checked.problems) fieldErrors[p.questionId] ??= p.message;
    throw new Refusal(
      422,
      M.refused(
        given.version,
        checked.problems.map((p) => p.message),
      ),
      { fieldErrors },
    );
  }
  return { checklistId, version: given.version, definitionHash: version.definitionHash, ...checked };
}

/** The answers with each signature's image replaced by its SHA-256, validated, and every photo answer among the capture's photos. */
async function checkAnswers(
  definition: ChecklistDefinition,
  input: Record<string, unknown>,
  photoIds: readonly string[],
): Promise<{ answers: Answers; signatures: Signature[] } | { problems: AnswerProblem[] }> {
  const given = { ...input };
  const problems: AnswerProblem[] = [];
  const drawn: Signature[] = [];
  const captured = new Set(photoIds);
  for (const q of questionsOf(definition)) {
    const raw = Object.hasOwn(given, q.id) ? given[q.id] : undefined;
    if (q.type === "signature" && typeof raw === "string" && raw.trim() !== "") {
      const read = readSignature(q.label, raw);
      if ("problem" in read) problems.push({ questionId: q.id, message: read.problem });
      else {
        const sha256 = toHex(await crypto.subtle.digest("SHA-256", read.bytes));
        drawn.push({ questionId: q.id, bytes: read.bytes, sha256 });
        given[q.id] = sha256;
      }
    }
    // Tagged photos must be this capture's own: the seal covers those, and no other.
    if (q.type === "photo" && Array.isArray(raw) && raw.some((id) => typeof id === "string" && !captured.has(id)))
      problems.push({ questionId: q.id, message: M.notInCapture(q.label) });
  }
  const validated = validateAnswers(definition, given);
  const named = new Set(problems.map((p) => p.questionId));
  // One sentence per question: a signature or photo refused above is not refused again as a wrong answer.
  if (!validated.ok) problems.push(...validated.problems.filter((p) => !named.has(p.questionId)));
  if (problems.length || !validated.ok) return { problems };
  // A signature drawn for a question not asked for these answers was refused above; only kept answers are stored.
  return { answers: validated.answers, signatures: drawn.filter((s) => validated.answers[s.questionId] === s.sha256) };
}

/**
 * The signatures' PNGs in R2 (signatures/<inspection>/<question>.png), written before the save's D1 batch
 * so a stored answer never names a missing image. A batch that fails afterwards leaves at most these
 * objects behind with no record naming them; a retried save writes the same keys again.
 */
export async function storeSignatures(env: Env, inspectionId: string, signatures: readonly Signature[]): Promise<void> {
  await Promise.all(
    signatures.map((s) => env.PHOTOS.put(signatureKey(inspectionId, s.questionId), s.bytes, { httpMetadata: { contentType: "image/png" }, sha256: s.sha256 })),
  );
}
