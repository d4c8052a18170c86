// A message the server sets before a redirect, shown once on the page it lands on: a cookie of a
// minute that the shell loader reads and clears, and the toaster shows. Used where an action ends in a
// redirect with something to say (a failed sign-out keeps the user on the page they were on).
import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { readCookie, serializeCookie } from "./cookies";

const FLASH = "sp_flash";
const FlashSchema = v.object({ id: v.string(), message: v.pipe(v.string(), v.maxLength(200)), tone: v.picklist(["success", "error"]) });
export type Flash = v.InferOutput<typeof FlashSchema>;

export const flashCookie = (message: string, tone: Flash["tone"]) =>
  serializeCookie(FLASH, JSON.stringify({ id: crypto.randomUUID(), message, tone }), { maxAge: 60 });

/** The waiting message, if any; the answer clears it, so it shows once. */
export function takeFlash(context: AppLoadContext, request: Request): Flash | null {
  const raw = readCookie(request, FLASH);
  if (raw === null) return null;
  context.responseCookies.push(serializeCookie(FLASH, "", { maxAge: 0 }));
  try {
    const parsed = v.safeParse(FlashSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
