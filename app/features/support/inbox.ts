// The support inbox's rules: the answer-by time each sender was promised (spec: email support within
// 24 hours, Premium's priority support within 4), when a message is overdue or due for the
// administrators' reminder, the words for its states, and the inbox's filters read from a query.
import * as v from "valibot";
import type { AccountType, SupportStatus } from "../../platform/db/schema";
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from "./support-form";

const HOUR = 3_600_000;
export const ANSWER_HOURS: Record<AccountType, number> = { premium: 4, free: 24 };
/** The administrators are reminded of an open message this long before its answer-by time. */
export const REMIND_BEFORE_MS = HOUR;

export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const satisfies readonly SupportStatus[];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: "Open", answered: "Answered", closed: "Closed" };

export function answerBy(accountType: AccountType, receivedAt: Date): string {
  return new Date(receivedAt.getTime() + ANSWER_HOURS[accountType] * HOUR).toISOString();
}

/** Still open after its answer-by time. An answered or closed message is never overdue. */
export function isOverdue(m: { status: SupportStatus; answerBy: string }, now: Date): boolean {
  return m.status === "open" && Date.parse(m.answerBy) < now.getTime();
}

/** The latest answer-by time the reminder's scan picks up now: open messages due within the hour. */
export const remindThrough = (now: Date) => new Date(now.getTime() + REMIND_BEFORE_MS).toISOString();

/** "due in 3 h 20 min", "overdue by 25 min": how the inbox words the time left. */
export function timeLeft(answerByIso: string, now: Date): string {
  const ms = Date.parse(answerByIso) - now.getTime();
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const words = minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}` : `${minutes} min`;
  return ms >= 0 ? `due in ${words}` : `overdue by ${words}`;
}

export interface InboxFilters {
  status: SupportStatus | "";
  category: string;
  priority: string;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | "" => (allowed.includes(value as T) ? (value as T) : "");

/** Unknown values read as "any", so an edited URL shows the whole inbox rather than an error. */
export function inboxFilters(params: URLSearchParams): InboxFilters {
  return {
    status: pick(params.get("status"), SUPPORT_STATUSES),
    category: pick(
      params.get("category"),
      SUPPORT_CATEGORIES.map(([k]) => k),
    ),
    priority: pick(params.get("priority"), SUPPORT_PRIORITIES),
  };
}

export const categoryLabel = (key: string) => SUPPORT_CATEGORIES.find(([k]) => k === key)?.[1] ?? key;

export const SUPPORT_ANSWER_MAX = 5000;

/** The message page's two forms: an answer, or a status change. */
export const SupportAction = v.variant("intent", [
  v.object({
    intent: v.literal("answer"),
    answer: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.nonEmpty("Write the answer before sending it"),
      v.maxLength(SUPPORT_ANSWER_MAX, `At most ${SUPPORT_ANSWER_MAX} characters`),
    ),
  }),
  v.object({ intent: v.literal("status"), status: v.picklist(SUPPORT_STATUSES, "Choose Open, Answered or Closed") }),
]);
