// What the deployment's administrator sees of a background job. Their own jobs (the company CSV, broadcasts) show
// everything; an organization's job (its cases or directory CSV, its MIS export) shows its counts only: its file name,
// its refused rows' cells and its messages are the organization's cases, which the administrator never sees.
import type { Job } from "../../platform/db/schema";

export type AdminJobView = Omit<Job, "createdBy" | "input">;

/** The organization a job works for, if any (its input names it). */
export const jobOrganization = (job: Pick<Job, "input">): string | null => (typeof job.input.organizationId === "string" ? job.input.organizationId : null);

export function adminJobView(job: Job): AdminJobView {
  const { createdBy: _by, input: _input, ...view } = job;
  if (!jobOrganization(job)) return view;
  return { ...view, message: null, errors: [] };
}
