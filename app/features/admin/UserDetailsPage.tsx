// One user's details for an administrator (/app/admin/users/<id>): contact and account details, their
// activity counts, and the forms that edit the profile, change the plan or admin access, deactivate or
// reactivate. Each is a real form posting to this page: before the scripts arrive the browser posts it
// and the page comes back with the answer, a refused field's text and error with it.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { PageHeader } from "../../ui/PageHeader";
import { ActionAnswer } from "./ActionAnswer";
import { type ActionResult, type AdminUser, shortDate, userName } from "./types";

export type UserAnswer = ActionResult & { fieldErrors?: Record<string, string> };

const LABELS = { firstName: "First Name", lastName: "Last Name", organization: "Organization", phoneNumber: "Phone", address: "Address" } as const;

interface Props {
  user: AdminUser;
  counts: SerializeFrom<{ inspections: number; companies: number; visits: number }>;
  answer?: UserAnswer;
}

/** A form of one intent about this user; its button shows the post under way. */
function UserForm({ intent, id, children }: { intent: string; id: string; children: React.ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}

export function UserDetailsPage({ user, counts, answer }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // What was typed in a refused form comes back with its errors.
  const typed = (intent: string) => (answer?.intent === intent && !answer.ok ? (answer.values ?? {}) : {});
  const edit = typed("edit");
  const errors = answer?.fieldErrors ?? {};
  return (
    <>
      <Text as="p" size="2" mb="2">
        <Link to="/app/admin">← User Management</Link>
      </Text>
      <PageHeader title={userName(user)} subtitle={user.email}>
        <Flex gap="1" mt="2" wrap="wrap">
          <Badge color={user.accountType === "premium" ? "amber" : "gray"} highContrast>
            {user.accountType.toUpperCase()}
          </Badge>
          <Badge color={user.isActive ? "green" : "red"} highContrast>
            {user.isActive ? "Active" : "Inactive"}
          </Badge>
          {user.role === "admin" ? <Badge color="red">Admin</Badge> : null}
        </Flex>
      </PageHeader>
      {/* A refused field says so next to it. */}
      <ActionAnswer answer={answer?.fieldErrors ? undefined : answer} />
      <Flex direction="column" gap="4" mt="3" style={{ maxWidth: 640 }}>
        <Card>
          <Heading as="h2" size="3" mb="1">
            Contact info
          </Heading>
          <Text as="p" size="2" mb="2">
            Email: {user.email}
          </Text>
          <UserForm intent="edit" id={user.id}>
            <Grid columns={{ initial: "1", sm: "2" }} gap="2">
              {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((k) => (
                <Flex key={k} direction="column" gap="1">
                  <Text as="label" htmlFor={`admin-${k}`} size="1">
                    {LABELS[k]}
                  </Text>
                  <TextField.Root
                    id={`admin-${k}`}
                    name={k}
                    defaultValue={edit[k] ?? user[k] ?? ""}
                    aria-invalid={errors[k] ? true : undefined}
                    aria-describedby={errors[k] ? `admin-${k}-error` : undefined}
                  />
                  {errors[k] ? (
                    <Text id={`admin-${k}-error`} size="1" color="red">
                      {errors[k]}
                    </Text>
                  ) : null}
                </Flex>
              ))}
            </Grid>
            <Button type="submit" mt="3" size="1" disabled={busy}>
              Save Profile
            </Button>
          </UserForm>
        </Card>
        <Card>
          <Heading as="h2" size="3" mb="1">
            Account info
          </Heading>
          <Text as="p" size="2">
            User ID: {user.id} · {user.isActive ? "Active" : "Inactive"} · joined {shortDate(user.createdAt)} · updated {shortDate(user.updatedAt)}
          </Text>
          <Text as="p" size="2" color="gray">
            {counts.inspections} inspections · {counts.companies} companies · {counts.visits} visits
          </Text>
          {!user.isActive ? (
            <Callout.Root color="red" mt="2">
              <Callout.Text>
                Deactivated {shortDate(user.deactivatedAt)}: {user.deactivationReason}
              </Callout.Text>
            </Callout.Root>
          ) : null}
          {user.role === "admin" ? (
            <Text as="p" size="1" color="gray" mt="2">
              Removing admin access does not last for an address in the server&apos;s ADMIN_EMAILS list: it gets admin access again at its next sign-in.
            </Text>
          ) : null}
          <Flex gap="2" mt="3" wrap="wrap">
            {user.accountType === "premium" ? (
              <UserForm intent="downgrade" id={user.id}>
                <Button type="submit" variant="soft" disabled={busy}>
                  Downgrade to Free
                </Button>
              </UserForm>
            ) : (
              <UserForm intent="upgrade" id={user.id}>
                <Button type="submit" disabled={busy}>
                  Upgrade to Premium
                </Button>
              </UserForm>
            )}
            <UserForm intent={user.role === "admin" ? "revoke-admin" : "grant-admin"} id={user.id}>
              <Button type="submit" variant="soft" disabled={busy}>
                {user.role === "admin" ? "Remove Admin" : "Make Admin"}
              </Button>
            </UserForm>
          </Flex>
        </Card>
        <Card>
          {user.isActive ? (
            <UserForm intent="deactivate" id={user.id}>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="deactivate-reason" size="2">
                  Reason
                </Text>
                <TextField.Root
                  id="deactivate-reason"
                  name="reason"
                  defaultValue={typed("deactivate").reason ?? ""}
                  placeholder="Admin action"
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? "deactivate-reason-error" : undefined}
                />
                {errors.reason ? (
                  <Text id="deactivate-reason-error" size="1" color="red">
                    {errors.reason}
                  </Text>
                ) : null}
              </Flex>
              <Button type="submit" color="red" mt="3" disabled={busy}>
                Deactivate
              </Button>
            </UserForm>
          ) : (
            <UserForm intent="reactivate" id={user.id}>
              <Button type="submit" color="green" disabled={busy}>
                Reactivate
              </Button>
            </UserForm>
          )}
        </Card>
      </Flex>
    </>
  );
}
