import type { User } from "./db/schema";

/** The fields of a user that may be sent to the browser (never the password hash). */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    organization: user.organization,
    photoUrl: user.photoUrl,
    accountType: user.accountType,
    role: user.role,
  };
}
export type PublicUser = ReturnType<typeof publicUser>;
