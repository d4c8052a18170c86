import { Badge, Button, Callout, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { OrgRole } from "../../platform/db/schema";
import { fullName } from "../../platform/names";
import { PageHeader } from "../../ui/PageHeader";
import { mayGrant, ORG_ROLES, ROLE_LABELS } from "./roles";

export interface MemberView {
  userId: string;
  role: OrgRole;
  email: string;
  firstName: string;
  lastName: string;
}

export interface InvitationView {
  id: string;
  email: string;
  role: OrgRole;
  expiresAt: string;
  expired: boolean;
}

type Answer = { ok: boolean; message?: string; intent?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

interface Props {
  base: string;
  me: { userId: string; role: OrgRole };
  manage: boolean;
  members: MemberView[];
  invitations: InvitationView[];
  children?: React.ReactNode;
}

/** The roles `actor` may hand out to someone who has `from` (null: a new invitation). */
const grantable = (actor: OrgRole, from: OrgRole | null) => ORG_ROLES.filter((r) => mayGrant(actor, from, r));

function RoleSelect({ id, roles, defaultValue, label }: { id: string; roles: readonly OrgRole[]; defaultValue: OrgRole; label?: string }) {
  return (
    <select id={id} name="role" className="sp-select" defaultValue={defaultValue} aria-label={label}>
      {roles.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ actor, answer }: { actor: OrgRole; answer?: Answer }) {
  const ref = useRef<HTMLFormElement>(null);
  const refused = answer && !answer.ok ? answer : undefined;
  useEffect(() => {
    if (answer?.ok) ref.current?.reset();
  }, [answer]);
  const error = refused?.fieldErrors?.email;
  return (
    <Card size="2" mb="4" asChild>
      <section aria-labelledby="invite-heading">
        <Heading as="h2" size="4" id="invite-heading" mb="3">
          Invite a member
        </Heading>
        <Form method="post" ref={ref} noValidate>
          <input type="hidden" name="intent" value="invite" />
          <Flex gap="3" wrap="wrap" align="end">
            <Flex direction="column" gap="1" style={{ flex: "1 1 240px" }}>
              <Text as="label" htmlFor="invite-email" size="2" weight="medium">
                E-mail
              </Text>
              <TextField.Root
                id="invite-email"
                name="email"
                type="email"
                autoComplete="off"
                defaultValue={refused?.values?.email ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "invite-email-error" : undefined}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="invite-role" size="2" weight="medium">
                Role
              </Text>
              <RoleSelect id="invite-role" roles={grantable(actor, null)} defaultValue={(refused?.values?.role as OrgRole) ?? "inspector"} />
            </Flex>
            <Button type="submit">Send invitation</Button>
          </Flex>
          {error ? (
            <Text id="invite-email-error" size="1" color="red" as="p" mt="1">
              {error}
            </Text>
          ) : null}
        </Form>
      </section>
    </Card>
  );
}

function MemberItem({ member, me, manage, base }: { member: MemberView; me: Props["me"]; manage: boolean; base: string }) {
  const name = fullName(member);
  const self = member.userId === me.userId;
  const roles = manage ? grantable(me.role, member.role) : [];
  const mayChange = roles.length > 0 && roles.includes(member.role);
  return (
    <Card asChild size="2">
      <li aria-label={name}>
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <Flex direction="column" style={{ minWidth: 0, flex: "1 1 200px" }}>
            <Text weight="bold" truncate>
              {name}
              {self ? " (you)" : ""}
            </Text>
            <Text size="2" color="gray" truncate>
              {member.email}
            </Text>
          </Flex>
          {mayChange ? (
            <Form method="post">
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="userId" value={member.userId} />
              <Flex gap="2" align="center">
                <RoleSelect id={`role-${member.userId}`} roles={roles} defaultValue={member.role} label={`Role of ${name}`} />
                <Button type="submit" variant="soft" size="2">
                  Change role
                </Button>
              </Flex>
            </Form>
          ) : (
            <Badge color="gray" size="2">
              {ROLE_LABELS[member.role]}
            </Badge>
          )}
          {mayChange && !self ? (
            <Button asChild variant="soft" color="red" size="2">
              <Link to={`${base}/members/${member.userId}/remove`} preventScrollReset aria-label={`Remove ${name}`}>
                Remove
              </Link>
            </Button>
          ) : null}
        </Flex>
      </li>
    </Card>
  );
}

function InvitationItem({ invitation }: { invitation: InvitationView }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Card asChild size="2">
      <li aria-label={invitation.email}>
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <Flex direction="column" style={{ minWidth: 0, flex: "1 1 200px" }}>
            <Text weight="bold" truncate>
              {invitation.email}
            </Text>
            <Text size="2" color={invitation.expired ? "red" : "gray"}>
              {ROLE_LABELS[invitation.role]} · {invitation.expired ? "Expired" : `Expires ${invitation.expiresAt.slice(0, 10)}`}
            </Text>
          </Flex>
          <Form method="post">
            <input type="hidden" name="id" value={invitation.id} />
            <Flex gap="2">
              <Button type="submit" name="intent" value="resend" variant="soft" size="2" disabled={busy} aria-label={`Resend to ${invitation.email}`}>
                Resend
              </Button>
              <Button
                type="submit"
                name="intent"
                value="revoke"
                variant="soft"
                color="red"
                size="2"
                disabled={busy}
                aria-label={`Revoke invitation to ${invitation.email}`}
              >
                Revoke
              </Button>
            </Flex>
          </Form>
        </Flex>
      </li>
    </Card>
  );
}

/** /app/org/<code>/members: the member list for everyone; invitations and changes for owners and managers. */
export function MembersPage({ base, me, manage, members, invitations, children }: Props) {
  const answer = useActionData() as Answer | undefined;
  return (
    <>
      <PageHeader title="Members">
        <Flex mt="3">
          <Button asChild variant="soft" color="gray">
            <Link to={`${base}/members/leave`} preventScrollReset>
              Leave organization
            </Link>
          </Button>
        </Flex>
      </PageHeader>
      {children}
      {answer?.message ? (
        <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} mb="4" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {manage ? <InviteForm actor={me.role} answer={answer?.intent === "invite" ? answer : undefined} /> : null}
      <Heading as="h2" size="4" mb="2">
        {members.length === 1 ? "1 member" : `${members.length} members`}
      </Heading>
      <Flex asChild direction="column" gap="2" mb="5" p="0" style={{ listStyle: "none" }}>
        <ul aria-label="Members">
          {members.map((m) => (
            <MemberItem key={m.userId} member={m} me={me} manage={manage} base={base} />
          ))}
        </ul>
      </Flex>
      {manage ? (
        <>
          <Heading as="h2" size="4" mb="2">
            Pending invitations
          </Heading>
          {invitations.length === 0 ? (
            <Text as="p" color="gray" size="2">
              No invitations waiting.
            </Text>
          ) : (
            <Flex asChild direction="column" gap="2" p="0" style={{ listStyle: "none" }}>
              <ul aria-label="Pending invitations">
                {invitations.map((i) => (
                  <InvitationItem key={i.id} invitation={i} />
                ))}
              </ul>
            </Flex>
          )}
        </>
      ) : null}
    </>
  );
}
