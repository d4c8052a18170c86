import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/** A refused or unreachable action changed nothing: keep the page's data rather than reload it (which offline would fail). */
export function keepDataAfterFailedAction({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "ok" in actionResult && actionResult.ok === false) return false;
  return defaultShouldRevalidate;
}
