// What the toaster (toast.tsx) and its card (toast-card.tsx) both need, in a module of its own so that
// neither imports the other for it.

export type Tone = "success" | "error";

/** Spec 1 §9: a success closes after 4 s; an error stays twice as long to be read. Both pause while hovered or focused, and Dismiss closes either at once. */
export const TOAST_MS: Record<Tone, number> = { success: 4000, error: 8000 };
