import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { Button, Callout, Card, Flex, Grid, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { CheckCircledIcon, ClockIcon, EnvelopeClosedIcon, LightningBoltIcon, MobileIcon } from "@radix-ui/react-icons";
import { useEffect, useRef, useState } from "react";
import { useFetcherResult } from "../ui/useFetcherResult";
import { PageHeader } from "../ui/PageHeader";
import { fullName } from "../platform/names";
import { handled, readForm } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { saveSupportMessage } from "../features/support/support.server";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_EMAIL,
  SUPPORT_PRIORITIES,
  type SupportErrors,
  supportMailto,
  SupportSchema,
  validateSupport,
} from "../features/support/support-form";

export const meta: MetaFunction = () => [{ title: "Contact Support · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ name: fullName(user), email: user.email, organization: user.organization ?? "" });
}

// Stores the message for administrators, then answers with the mail draft the browser opens.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const message = await readForm(request, SupportSchema);
  await saveSupportMessage(context.db, user.id, message);
  return json({ ok: true as const, mailto: supportMailto(message, { accountType: user.accountType, userId: user.id }) });
});

const CARDS = [
  { icon: EnvelopeClosedIcon, title: "Email Support", text: `${SUPPORT_EMAIL} · answer within 24 hours` },
  { icon: LightningBoltIcon, title: "Priority Support", text: "Premium accounts: answer within 4 hours" },
  { icon: MobileIcon, title: "Phone Support", text: "+91 20 4000 1234" },
  { icon: ClockIcon, title: "Business Hours", text: "Mon-Fri 9 AM to 6 PM IST" },
];
const SUCCESS_DELAY_MS = 1500;

export default function Contact() {
  const user = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const blank = { ...user, category: "", subject: "", message: "", priority: "normal" };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<SupportErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const sending = fetcher.state !== "idle";

  const sentTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(sentTimer.current), []);
  useFetcherResult(fetcher, (d) => {
    if (!d.ok) return setErrors(d.fieldErrors ?? {});
    window.location.href = d.mailto;
    sentTimer.current = setTimeout(() => setSent(d.mailto), SUCCESS_DELAY_MS);
  });

  const set = (k: keyof typeof values, v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = validateSupport(values);
    if (!checked.ok) return setErrors(checked.errors);
    fetcher.submit(values, { method: "post" });
  };
  const field = (k: "name" | "email" | "organization" | "subject", label: string) => (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={`support-${k}`} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={`support-${k}`} value={values[k]} onChange={(e) => set(k, e.target.value)} aria-invalid={errors[k] ? true : undefined} />
      {errors[k] ? (
        <Text size="1" color="red">
          {errors[k]}
        </Text>
      ) : null}
    </Flex>
  );

  return (
    <>
      <PageHeader title="Contact Support" subtitle="We answer every message." />
      <Grid columns={{ initial: "1", sm: "2", md: "4" }} gap="3" mb="5">
        {CARDS.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <Flex direction="column" gap="1">
              <Icon aria-hidden="true" />
              <Text weight="bold">{title}</Text>
              <Text size="2" color="gray">
                {text}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
      {sent ? (
        <Card className="sp-narrow">
          <Flex direction="column" gap="3" align="start">
            <Callout.Root color="green" role="status">
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>Your message is saved and your mail app has a draft to send to {SUPPORT_EMAIL}.</Callout.Text>
            </Callout.Root>
            <Flex gap="2">
              <Button
                onClick={() => {
                  setSent(null);
                  setValues(blank);
                }}
              >
                Send Another Message
              </Button>
              <Button variant="soft" asChild>
                <a href={sent}>Email Directly</a>
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : (
        <Card className="sp-narrow" asChild>
          <form onSubmit={submit} noValidate aria-label="Support message">
            <Flex direction="column" gap="3">
              <Heading as="h2" size="4">
                Send us a message
              </Heading>
              <Grid columns={{ initial: "1", sm: "2" }} gap="3">
                {field("name", "Name")}
                {field("email", "Email")}
                {field("organization", "Organization (optional)")}
                <Flex direction="column" gap="1">
                  <Text as="label" htmlFor="support-category" size="2" weight="medium">
                    Category
                  </Text>
                  <select id="support-category" className="sp-select" value={values.category} onChange={(e) => set("category", e.target.value)}>
                    <option value="">Select...</option>
                    {SUPPORT_CATEGORIES.map(([k, label]) => (
                      <option key={k} value={k}>
                        {label}
                      </option>
                    ))}
                  </select>
                  {errors.category ? (
                    <Text size="1" color="red">
                      {errors.category}
                    </Text>
                  ) : null}
                </Flex>
              </Grid>
              {field("subject", "Subject")}
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="support-message" size="2" weight="medium">
                  Message
                </Text>
                <TextArea
                  id="support-message"
                  rows={5}
                  value={values.message}
                  onChange={(e) => set("message", e.target.value)}
                  aria-invalid={errors.message ? true : undefined}
                />
                {errors.message ? (
                  <Text size="1" color="red">
                    {errors.message}
                  </Text>
                ) : null}
              </Flex>
              <Flex direction="column" gap="1" style={{ maxWidth: 200 }}>
                <Text as="label" htmlFor="support-priority" size="2" weight="medium">
                  Priority
                </Text>
                <select id="support-priority" className="sp-select" value={values.priority} onChange={(e) => set("priority", e.target.value)}>
                  {SUPPORT_PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {p.charAt(0).toUpperCase() + p.slice(1)}
                    </option>
                  ))}
                </select>
              </Flex>
              <Flex>
                <Button type="submit" disabled={sending}>
                  {sending ? "Sending..." : "Send Message"}
                </Button>
              </Flex>
            </Flex>
          </form>
        </Card>
      )}
    </>
  );
}
