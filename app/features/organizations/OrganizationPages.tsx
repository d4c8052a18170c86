import { Badge, Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { OrgRole } from "../../platform/db/schema";
import { PageHeader } from "../../ui/PageHeader";
import { RefusalCallout } from "../../ui/RouteDialog";
import { ROLE_LABELS } from "./roles";

/** /app/org: the user's organizations and the way to make one. */
export function OrganizationsPage({ organizations }: { organizations: { code: string; name: string; role: OrgRole }[] }) {
  return (
    <>
      <PageHeader title="Organizations" subtitle="Work with a team: shared companies, cases and members.">
        <Flex mt="3">
          <Button asChild>
            <Link to="/app/org/new">Create organization</Link>
          </Button>
        </Flex>
      </PageHeader>
      <Heading as="h2" size="4" mb="2">
        Your organizations
      </Heading>
      {organizations.length === 0 ? (
        <Text as="p" color="gray">
          You are not in any organization yet. Create one, or open an invitation link someone sent you.
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2" p="0" style={{ listStyle: "none" }}>
          <ul aria-label="Your organizations">
            {organizations.map((o) => (
              <Card asChild key={o.code} size="2">
                <li>
                  <Flex align="center" justify="between" gap="3" wrap="wrap">
                    <Flex direction="column" style={{ minWidth: 0 }}>
                      <Link to={`/app/org/${o.code}`}>
                        <Text weight="bold">{o.name}</Text>
                      </Link>
                      <Text size="2" color="gray">
                        {o.code}
                      </Text>
                    </Flex>
                    <Badge color="gray" size="2">
                      {ROLE_LABELS[o.role]}
                    </Badge>
                  </Flex>
                </li>
              </Card>
            ))}
          </ul>
        </Flex>
      )}
    </>
  );
}

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

const FIELDS = [
  { name: "name", label: "Organization name", hint: null, autoCapitalize: undefined },
  {
    name: "code",
    label: "Short code",
    hint: "2 to 20 lower-case letters, digits or hyphens; used in the organization's web addresses.",
    autoCapitalize: "none",
  },
] as const;

/** /app/org/new: a plain page, so it works the same before and after the scripts run. */
export function CreateOrganizationPage() {
  const answer = useActionData() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = answer?.fieldErrors ?? {};
  return (
    <>
      <PageHeader title="Create organization" subtitle="You become its owner and can invite your team." />
      <Card size="3" style={{ maxWidth: 560 }}>
        <Form method="post" noValidate>
          <RefusalCallout message={answer && !answer.ok && !answer.fieldErrors ? answer.message : null} />
          <Flex direction="column" gap="3">
            {FIELDS.map((f) => {
              const id = `org-${f.name}`;
              const error = errors[f.name];
              return (
                <Flex key={f.name} direction="column" gap="1">
                  <Text as="label" htmlFor={id} size="2" weight="medium">
                    {f.label}
                  </Text>
                  <TextField.Root
                    id={id}
                    name={f.name}
                    defaultValue={answer?.values?.[f.name] ?? ""}
                    autoCapitalize={f.autoCapitalize}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : f.hint ? `${id}-hint` : undefined}
                  />
                  {error ? (
                    <Text id={`${id}-error`} size="1" color="red">
                      {error}
                    </Text>
                  ) : f.hint ? (
                    <Text id={`${id}-hint`} size="1" color="gray">
                      {f.hint}
                    </Text>
                  ) : null}
                </Flex>
              );
            })}
            <Flex gap="3" justify="end" wrap="wrap">
              <Button asChild variant="soft" color="gray">
                <Link to="/app/org">Cancel</Link>
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Creating..." : "Create organization"}
              </Button>
            </Flex>
          </Flex>
        </Form>
      </Card>
    </>
  );
}

/** /app/invite/<token>: what the invitation offers, and the button that accepts it. */
export function InvitationPage({ org, role, email }: { org: { name: string }; role: OrgRole; email: string }) {
  const answer = useActionData() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title="Invitation" />
      <Card size="3" style={{ maxWidth: 560 }}>
        <Form method="post">
          <RefusalCallout message={answer && !answer.ok ? answer.message : null} />
          <Text as="p" mb="4">
            You are invited to join <strong>{org.name}</strong> as <strong>{ROLE_LABELS[role]}</strong> ({email}).
          </Text>
          <Button type="submit" disabled={busy}>
            Accept invitation
          </Button>
        </Form>
      </Card>
    </>
  );
}
