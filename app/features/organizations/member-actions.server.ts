// The writes of /app/org/<code>/members and its confirmations (remove, leave): one intent each. The routes
// guard with `memberPermission` (every intent but leaving needs "manage members") and parse with
// `MemberAction`; the role rules are checked again in members.server.ts.
import { redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { flashCookie } from "../../platform/flash.server";
import type { Db } from "../../platform/db/db.server";
import { done, Refusal } from "../../platform/request.server";
import { requiredId } from "../../platform/validation/fields";
import { invite, INVITATION_MESSAGES, resend, revoke } from "./invitations.server";
import { MEMBER_MESSAGES, changeRole, removeMember } from "./members.server";
import type { MemberContext } from "./membership.server";
import { InviteSchema, Role } from "./org-form";
import type { Ability } from "./roles";

const invitationId = requiredId(INVITATION_MESSAGES.notFound);
const userId = requiredId(MEMBER_MESSAGES.notFound);

export const MemberAction = v.variant("intent", [
  v.object({ intent: v.literal("invite"), ...InviteSchema.entries }),
  v.object({ intent: v.literal("resend"), id: invitationId }),
  v.object({ intent: v.literal("revoke"), id: invitationId }),
  v.object({ intent: v.literal("role"), userId, role: Role }),
  v.object({ intent: v.literal("remove"), userId }),
  v.object({ intent: v.literal("leave") }),
]);

export const LEFT = (name: string) => `You left ${name}.`;

/** The permission the posted intent needs: any member may leave. */
export const memberPermission = (form: FormData): Ability => (form.get("intent") === "leave" ? "read directory" : "manage members");

/** Carries out one intent for `member`; answers the page's message, or for leaving, the way out to the organizations. */
export async function writeMembers(env: Env, db: Db, member: MemberContext, input: v.InferOutput<typeof MemberAction>) {
  switch (input.intent) {
    case "invite":
      await invite(env, db, member, input);
      return done({ intent: input.intent, message: INVITATION_MESSAGES.sent(input.email) });
    case "resend":
      return done({ intent: input.intent, message: INVITATION_MESSAGES.resent(await resend(env, db, member, input.id)) });
    case "revoke":
      await revoke(db, member, input.id);
      return done({ intent: input.intent, message: INVITATION_MESSAGES.revoked });
    case "role":
      await changeRole(db, member, input.userId, input.role);
      return done({ intent: input.intent, message: MEMBER_MESSAGES.roleChanged });
    case "remove":
      // Leaving has its own confirmation; removing oneself here would skip it.
      if (input.userId === member.user.id) throw new Refusal(400, MEMBER_MESSAGES.removeSelf);
      await removeMember(env, db, member.org, input.userId, member);
      return done({ intent: input.intent, message: MEMBER_MESSAGES.removed });
    case "leave":
      await removeMember(env, db, member.org, member.user.id, null);
      return redirect("/app/org", { headers: { "Set-Cookie": flashCookie(LEFT(member.org.name), "success") } });
  }
}
