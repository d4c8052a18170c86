// One support message as an administrator reads it: the whole message and what was promised, the
// sender's account, the history of answers and status changes, and the forms to answer and to change
// its status. Both are real forms: before the scripts arrive they post and the page comes back with
// the outcome; the answer's text comes back too when it was refused.
import { Form, Link, useNavigation } from "@remix-run/react";
import { Badge, Box, Button, Callout, Card, Flex, Heading, Text, TextArea } from "@radix-ui/themes";
import type { SupportStatus } from "../../platform/db/schema";
import { fullName } from "../../platform/names";
import { PageHeader } from "../../ui/PageHeader";
import { formatInstant } from "../../platform/time/zones";
import { categoryLabel, isOverdue, SUPPORT_ANSWER_MAX, SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, timeLeft } from "./inbox";
import type { SupportThread } from "./support.server";

export type ThreadAnswer =
  | { ok: true; intent: "answer" | "status"; message: string }
  | { ok: false; message: string; intent?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

export const STATUS_COLOR: Record<SupportStatus, "amber" | "green" | "gray"> = { open: "amber", answered: "green", closed: "gray" };

export function StatusBadges({ status, answerBy, now }: { status: SupportStatus; answerBy: string; now: Date }) {
  return (
    <Flex gap="1" wrap="wrap">
      <Badge color={STATUS_COLOR[status]}>{SUPPORT_STATUS_LABELS[status]}</Badge>
      {isOverdue({ status, answerBy }, now) ? <Badge color="red">Overdue</Badge> : null}
    </Flex>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="sp-details">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SupportThreadPage({ thread, timeZone, now: nowIso, answer }: { thread: SupportThread; timeZone: string; now: string; answer?: ThreadAnswer }) {
  const { message: m, events, sender, activity } = thread;
  const now = new Date(nowIso);
  const busy = useNavigation().state === "submitting";
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <>
      <Text as="p" size="2" mb="2">
        <Link to="/app/admin?tab=support">← Support inbox</Link>
      </Text>
      <PageHeader title={m.subject} subtitle={`${categoryLabel(m.category)} · ${m.priority} priority`}>
        <Box mt="2">
          <StatusBadges status={m.status} answerBy={m.answerBy} now={now} />
        </Box>
      </PageHeader>
      {answer ? (
        <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} mb="3">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex direction={{ initial: "column", md: "row" }} gap="4" align="start">
        <Flex direction="column" gap="4" style={{ flex: 2, minWidth: 0 }}>
          <Card>
            <Facts
              rows={[
                ["From", `${m.name} <${m.email}>`],
                ["Organization", m.organization || "Not provided"],
                ["Received", formatInstant(m.createdAt, timeZone)],
                ["Answer by", `${formatInstant(m.answerBy, timeZone)}${m.status === "open" ? ` (${timeLeft(m.answerBy, now)})` : ""}`],
              ]}
            />
            <Text as="p" mt="3" style={{ whiteSpace: "pre-wrap" }}>
              {m.message}
            </Text>
          </Card>
          <Card>
            <Heading as="h2" size="3" mb="2">
              Answer
            </Heading>
            <Form method="post" key={events.length}>
              <input type="hidden" name="intent" value="answer" />
              <TextArea
                name="answer"
                aria-label="Answer"
                rows={6}
                maxLength={SUPPORT_ANSWER_MAX}
                defaultValue={refused?.values?.answer ?? ""}
                placeholder={`Your answer is mailed to ${m.email} and appears in their notifications.`}
              />
              {refused?.fieldErrors?.answer ? (
                <Text as="p" size="1" color="red" mt="1">
                  {refused.fieldErrors.answer}
                </Text>
              ) : null}
              <Button type="submit" mt="2" disabled={busy}>
                Send answer
              </Button>
            </Form>
          </Card>
          <Card>
            <Heading as="h2" size="3" mb="2">
              History
            </Heading>
            <ol className="sp-steps" aria-label="History">
              <li>
                Received {formatInstant(m.createdAt, timeZone)} from {m.name}
              </li>
              {events.map((e) => (
                <li key={e.id}>
                  {e.kind === "answer" ? `Answered by ${e.actorName}` : `${SUPPORT_STATUS_LABELS[e.status]} by ${e.actorName}`},{" "}
                  {formatInstant(e.createdAt, timeZone)}
                  {e.kind === "answer" ? (
                    <Text as="p" size="2" color="gray" style={{ whiteSpace: "pre-wrap" }}>
                      {e.text}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ol>
          </Card>
        </Flex>
        <Flex direction="column" gap="4" style={{ flex: 1, minWidth: 0 }} width="100%">
          <Card>
            <Heading as="h2" size="3" mb="2">
              Status
            </Heading>
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <Flex gap="2" wrap="wrap">
                {SUPPORT_STATUSES.filter((s) => s !== m.status).map((s) => (
                  <Button key={s} type="submit" name="status" value={s} variant="soft" disabled={busy}>
                    {s === "open" ? "Reopen" : `Mark ${SUPPORT_STATUS_LABELS[s]}`}
                  </Button>
                ))}
              </Flex>
            </Form>
          </Card>
          <Card>
            <Heading as="h2" size="3" mb="2">
              Sender's account
            </Heading>
            {sender ? (
              <Facts
                rows={[
                  ["Name", fullName(sender)],
                  ["Email", sender.email],
                  ["Account type", sender.accountType === "premium" ? "Premium" : "Free"],
                  ["At receipt", m.accountType === "premium" ? "Premium (answer within 4 hours)" : "Free (answer within 24 hours)"],
                  ["Status", sender.isActive ? "Active" : "Deactivated"],
                  ["Joined", formatInstant(sender.createdAt, timeZone)],
                  ["Inspections", activity.inspections],
                  ["Companies", activity.companies],
                ]}
              />
            ) : (
              <Text color="gray">The sender's account no longer exists.</Text>
            )}
            <Text as="p" size="2" mt="2">
              <Link to="/app/admin?tab=users">User Management</Link>
            </Text>
          </Card>
        </Flex>
      </Flex>
    </>
  );
}
