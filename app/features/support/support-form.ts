// Spec 2 §5 "Support form" and §7: validation, the categories and priorities, and the mail draft.
import * as v from "valibot";
import { validateForm, type Validated } from "../../platform/validation/form";

export const SUPPORT_CATEGORIES = [
  ["technical", "Technical Issue"],
  ["bug", "Bug Report"],
  ["feature", "Feature Request"],
  ["account", "Account"],
  ["billing", "Billing"],
  ["security", "Security"],
  ["general", "General Question"],
] as const;
export const SUPPORT_PRIORITIES = ["low", "normal", "high", "critical"] as const;
export const SUPPORT_EMAIL = "support@siteproof.app";

export const SUPPORT_MESSAGES = {
  name: "Name is required",
  emailRequired: "Email is required",
  emailFormat: "Invalid email format",
  category: "Category is required",
  subject: "Subject is required",
  messageRequired: "Message is required",
  messageShort: "Message must be at least 10 characters",
} as const;

const required = (m: string, max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(m), v.maxLength(max, `At most ${max} characters`));

export const SupportSchema = v.object({
  name: required(SUPPORT_MESSAGES.name, 120),
  email: v.pipe(required(SUPPORT_MESSAGES.emailRequired, 254), v.email(SUPPORT_MESSAGES.emailFormat)),
  organization: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(200)),
  category: v.picklist(
    SUPPORT_CATEGORIES.map(([k]) => k),
    SUPPORT_MESSAGES.category,
  ),
  subject: required(SUPPORT_MESSAGES.subject, 200),
  message: v.pipe(required(SUPPORT_MESSAGES.messageRequired, 5000), v.minLength(10, SUPPORT_MESSAGES.messageShort)),
  priority: v.optional(v.picklist(SUPPORT_PRIORITIES), "normal"),
});
/** The fields a refused form is filled again with. */
export const SUPPORT_TEXT_FIELDS = ["name", "email", "organization", "category", "subject", "message", "priority"] as const;
export type SupportInput = v.InferOutput<typeof SupportSchema>;
export type SupportErrors = Partial<Record<keyof SupportInput, string>>;

export function validateSupport(input: unknown): Validated<SupportInput> {
  return validateForm(SupportSchema, input);
}

/** The mail draft: subject is the category label and the subject; the body lists the details. */
export function supportMailto(input: SupportInput, account: { accountType: string; userId: string | null }, now = new Date()): string {
  const label = SUPPORT_CATEGORIES.find(([k]) => k === input.category)![1];
  const body = [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Organization: ${input.organization || "Not provided"}`,
    `Category: ${label}`,
    `Priority: ${input.priority}`,
    "",
    input.message,
    "",
    `Account type: ${account.accountType}`,
    `User ID: ${account.userId ?? "Guest"}`,
    `Sent: ${now.toISOString()}`,
  ].join("\n");
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${label}: ${input.subject}`)}&body=${encodeURIComponent(body)}`;
}
