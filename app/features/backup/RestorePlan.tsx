// What a restore would do (or did), shown the same for an uploaded file and a server backup.
import type { RestorePlan } from "./backup-file";

export const RESTORE_NOTE = "Records already here and newer are kept; saved inspections are never changed.";

export function RestorePlanList({ plan }: { plan: RestorePlan }) {
  return (
    <ul className="sp-restore-plan" aria-label="Restore plan">
      <li>
        Companies: {plan.companies.add} to add, {plan.companies.update} to update, {plan.companies.skip} already here
      </li>
      <li>
        Inspections: {plan.inspections.add} to add, {plan.inspections.skip} already here
      </li>
      <li>
        Visits: {plan.visits.add} to add, {plan.visits.update} to update, {plan.visits.skip} already here
      </li>
      {plan.leftOutCount > 0 ? (
        <li>
          Left out: {plan.leftOutCount}
          <ul aria-label="Left out of the restore">
            {plan.leftOut.map((x) => (
              <li key={`${x.record}:${x.reason}`}>
                {x.record}: {x.reason}
              </li>
            ))}
          </ul>
        </li>
      ) : null}
    </ul>
  );
}
