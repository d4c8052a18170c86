// The checklists list page's forms, each to its one feature function.
import type { Db } from "../../platform/db/db.server";
import type { VerificationType } from "../../platform/db/schema";
import { Refusal } from "../../platform/refusal";
import { CHECKLIST_MESSAGES } from "./checklist-text";
import type { ChecklistsInput } from "./checklist-forms";
import { archiveChecklist, copyChecklist, importChecklist, importXlsForm } from "./checklists.server";
import { setChecklistMapping } from "./mapping.server";

export type ChecklistsOutcome = { message: string; checklistId?: string };

export async function runChecklistsAction(
  db: Db,
  organizationId: string,
  userId: string,
  input: ChecklistsInput,
  label: (type: VerificationType) => string,
): Promise<ChecklistsOutcome> {
  switch (input.intent) {
    case "map": {
      // A type the form did not send keeps its checklist; an empty choice unmaps it (the seven questions).
      const choices = Object.fromEntries(Object.entries(input).filter(([k, id]) => k !== "intent" && id !== undefined));
      await setChecklistMapping(db, organizationId, choices, userId, label);
      return { message: CHECKLIST_MESSAGES.mappingSaved };
    }
    case "copy":
      return { message: CHECKLIST_MESSAGES.copied, checklistId: await copyChecklist(db, organizationId, input.checklistId, userId) };
    case "archive":
      await archiveChecklist(db, organizationId, input.checklistId, label);
      return { message: CHECKLIST_MESSAGES.archivedDone };
    case "import": {
      if (!(input.file instanceof File) || input.file.size === 0)
        throw new Refusal(422, CHECKLIST_MESSAGES.file, { fieldErrors: { file: CHECKLIST_MESSAGES.file } });
      return { message: CHECKLIST_MESSAGES.imported, checklistId: await importChecklist(db, organizationId, await input.file.text(), userId) };
    }
    case "import_xlsform": {
      if (!(input.file instanceof File) || input.file.size === 0)
        throw new Refusal(422, CHECKLIST_MESSAGES.xlsxFile, { fieldErrors: { file: CHECKLIST_MESSAGES.xlsxFile } });
      const file = { bytes: new Uint8Array(await input.file.arrayBuffer()), name: input.file.name };
      const { checklistId, skipped } = await importXlsForm(db, organizationId, file, input.verificationType, userId);
      return { message: skipped ? CHECKLIST_MESSAGES.importedSkipped(skipped) : CHECKLIST_MESSAGES.imported, checklistId };
    }
  }
}
