// Spec 1 §9: the ten states used by analytics and by the company state filter.
export const STATES = [
  "Maharashtra",
  "Karnataka",
  "Tamil Nadu",
  "Gujarat",
  "Rajasthan",
  "Uttar Pradesh",
  "West Bengal",
  "Madhya Pradesh",
  "Bihar",
  "Odisha",
] as const;
export type State = (typeof STATES)[number];

/** The first of the ten states named in an address (case-insensitive, whole words), or null. */
export function stateFromAddress(address: string): State | null {
  const text = ` ${address.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  return STATES.find((s) => text.includes(` ${s.toLowerCase()} `)) ?? null;
}
