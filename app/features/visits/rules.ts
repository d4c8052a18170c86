// Visit rules of spec 1 §4 and spec 2 §4/§5, as pure functions over explicit "now" and "today"; the
// time zones and reminder times are the platform's (app/platform/time).
export type VisitStatus = "Completed" | "Overdue" | "Today" | "Scheduled" | "Invalid Date";

export function visitStatusText(visit: { isCompleted: boolean; scheduledDate: string | null | undefined }, today: string): VisitStatus {
  if (visit.isCompleted) return "Completed";
  if (!visit.scheduledDate || !/^\d{4}-\d{2}-\d{2}$/.test(visit.scheduledDate)) return "Invalid Date";
  if (visit.scheduledDate < today) return "Overdue";
  if (visit.scheduledDate === today) return "Today";
  return "Scheduled";
}

/** Spec 2 §4 colours: completed green, overdue red, today amber, otherwise primary. */
export function visitStatusColor(status: VisitStatus): "green" | "red" | "amber" | "blue" | "gray" {
  return status === "Completed" ? "green" : status === "Overdue" ? "red" : status === "Today" ? "amber" : status === "Scheduled" ? "blue" : "gray";
}

/** Mark Complete is offered once the scheduled time is reached, or on the day itself. */
export function canMarkComplete(visit: { isCompleted: boolean; scheduledDate: string; scheduledAt: string }, now: Date, today: string): boolean {
  if (visit.isCompleted) return false;
  return visit.scheduledDate === today || new Date(visit.scheduledAt).getTime() <= now.getTime();
}

export const DEFAULT_VISIT_TIME = "09:00";
