// A sealed inspection's checklist answers with the exact version they were answered with: an inspection
// answered with version 1 reads version 1's questions after version 2 is published.
import { and, eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Answers } from "./answers";
import { type AnswerView, answerView } from "./answer-view";
import type { ChecklistDefinition } from "./definition";

export interface SealedAnswers {
  checklistId: string;
  title: string;
  version: number;
  definitionHash: string | null;
  answers: Answers;
  view: AnswerView;
}

type AnsweredRow = { checklistId: string | null; checklistVersion: number | null; checklistAnswers: Answers | null };

/** The answers in words by section (red flags first), or null for an inspection that answered the seven questions. */
export async function sealedAnswers(db: Db, row: AnsweredRow): Promise<SealedAnswers | null> {
  if (!row.checklistId || row.checklistVersion === null || !row.checklistAnswers) return null;
  const cv = schema.checklistVersions;
  const found = await db
    .select({ title: schema.checklists.title, definition: cv.definition, definitionHash: cv.definitionHash })
    .from(cv)
    .innerJoin(schema.checklists, eq(schema.checklists.id, cv.checklistId))
    .where(and(eq(cv.checklistId, row.checklistId), eq(cv.version, row.checklistVersion)))
    .get();
  if (!found) return null;
  const definition = found.definition as ChecklistDefinition;
  return {
    checklistId: row.checklistId,
    title: definition.title || found.title,
    version: row.checklistVersion,
    definitionHash: found.definitionHash,
    answers: row.checklistAnswers,
    view: answerView(definition, row.checklistAnswers),
  };
}
