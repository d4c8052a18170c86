// Spec 2 §5 "Profile form": one schema for the page and the server. Email cannot be changed.
import * as v from "valibot";
import { validateForm, type Validated } from "../../platform/validation/form";

export const PROFILE_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  organization: "Organization is required",
  address: "Address is required",
  phone: "Invalid phone number format",
  saved: "Profile updated successfully",
  saveFailed: "Failed to save profile",
  notFound: "Profile not found",
} as const;

const required = (message: string, max = 200) =>
  v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters`));

export const ProfileSchema = v.object({
  firstName: required(PROFILE_MESSAGES.firstName, 80),
  lastName: required(PROFILE_MESSAGES.lastName, 80),
  organization: required(PROFILE_MESSAGES.organization),
  address: required(PROFILE_MESSAGES.address, 500),
  phoneNumber: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((s) => s === "" || (/^\+?[\d\s\-()]+$/.test(s) && /\d/.test(s)), PROFILE_MESSAGES.phone),
    v.maxLength(30, PROFILE_MESSAGES.phone),
  ),
});
/** The fields a refused form is filled again with. */
export const PROFILE_FIELDS = ["firstName", "lastName", "organization", "phoneNumber", "address"] as const;
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;
export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

export function validateProfile(input: unknown): Validated<ProfileInput> {
  return validateForm(ProfileSchema, input);
}
