/** Spec 1 §3: first name is the display name's first word, last name the remainder. */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

export function fullName(user: { firstName: string; lastName: string; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

export function initial(user: { firstName: string; email: string }): string {
  return (user.firstName || user.email).charAt(0).toUpperCase();
}
