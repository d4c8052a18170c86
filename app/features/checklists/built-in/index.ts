// The four checklists a new organization starts with, one per verification type (Other has none: a case of
// that type names its checklist). Each is a starting point the organization copies and edits.
import type { ChecklistDefinition } from "../definition";
import { businessPremisesChecklist } from "./business-premises";
import { officeChecklist } from "./office";
import { propertyChecklist } from "./property";
import { residenceChecklist } from "./residence";

export const BUILT_IN_CHECKLISTS: readonly ChecklistDefinition[] = [residenceChecklist, businessPremisesChecklist, officeChecklist, propertyChecklist];
