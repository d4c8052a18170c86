// The actions of /app/org/<code>/members and its confirmations (remove, leave): one intent each. Every
// intent but leaving needs "manage members"; the role rules are checked again in members.server.ts.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { flashCookie } from "../../platform/flash.server";
import { done, readFormData, Refusal } from "../../platform/request.server";
import { parseTypedForm } from "../../platform/typed-form.server";
import { requiredId } from "../../platform/validation/fields";
import { invite, INVITATION_MESSAGES, resend, revoke } from "./invitations.server";
import { MEMBER_MESSAGES, changeRole, removeMember } from "./members.server";
import { requireMember } from "./membership.server";
import { InviteSchema, Role } from "./org-form";

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

export async function memberAction({ request, context, params }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const leaving = form.get("intent") === "leave";
  const member = await requireMember(context, request, params.code, leaving ? "read directory" : "manage members");
  const input = parseTypedForm(form, MemberAction);
  const { db } = context;
  const env = context.cloudflare.env;
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
