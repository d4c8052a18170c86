// Contact Support (spec 2 §5 "Support form"): a real form, so a message typed or sent before the page's
// scripts run is kept. With scripts, the fetcher's answer opens the mail draft; without, the posted
// answer is drawn in place (the saved notice, or the field errors with what was typed).
import { Link, useFetcher } from "@remix-run/react";
import { Button, Callout, Card, Flex, Grid, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { CheckCircledIcon, ClockIcon, EnvelopeClosedIcon, LightningBoltIcon, MobileIcon } from "@radix-ui/react-icons";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import { SUPPORT_CATEGORIES, SUPPORT_EMAIL, SUPPORT_PRIORITIES, type SupportErrors, validateSupport } from "./support-form";

export type ContactAnswer = { ok: true; mailto: string } | { ok: false; message: string; fieldErrors?: SupportErrors; values?: Record<string, string> };
type Account = { name: string; email: string; organization: string };

const CARDS = [
  { icon: EnvelopeClosedIcon, title: "Email Support", text: `${SUPPORT_EMAIL} · answer within 24 hours` },
  { icon: LightningBoltIcon, title: "Priority Support", text: "Premium accounts: answer within 4 hours" },
  { icon: MobileIcon, title: "Phone Support", text: "+91 20 4000 1234" },
  { icon: ClockIcon, title: "Business Hours", text: "Mon-Fri 9 AM to 6 PM IST" },
];
const SUCCESS_DELAY_MS = 1500;

export function ContactPage({ account, posted }: { account: Account; posted?: ContactAnswer }) {
  const fetcher = useFetcher<ContactAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const [errors, setErrors] = useState<SupportErrors>(refused?.fieldErrors ?? {});
  const [sent, setSent] = useState<string | null>(posted?.ok ? posted.mailto : null);
  const typed: Record<string, string> = { ...account, priority: "normal", ...refused?.values };
  const sending = fetcher.state !== "idle";

  const sentTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(sentTimer.current), []);
  useFetcherResult(fetcher, (d) => {
    if (!d.ok) return setErrors(d.fieldErrors ?? {});
    window.location.href = d.mailto;
    sentTimer.current = setTimeout(() => setSent(d.mailto), SUCCESS_DELAY_MS);
  });

  // Checked here first when scripts run; the server checks again either way.
  const check = (e: FormEvent<HTMLFormElement>) => {
    const checked = validateSupport(Object.fromEntries(new FormData(e.currentTarget)));
    if (!checked.ok) {
      e.preventDefault();
      setErrors(checked.errors);
    }
  };
  const clear = (k: keyof SupportErrors) => errors[k] && setErrors((x) => ({ ...x, [k]: undefined }));
  const problem = (k: keyof SupportErrors) =>
    errors[k] ? (
      <Text size="1" color="red" id={`support-${k}-error`}>
        {errors[k]}
      </Text>
    ) : null;
  const invalid = (k: keyof SupportErrors) => (errors[k] ? { "aria-invalid": true, "aria-describedby": `support-${k}-error` } : {});
  const field = (k: "name" | "email" | "organization" | "subject", label: string) => (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={`support-${k}`} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={`support-${k}`} name={k} defaultValue={typed[k]} onChange={() => clear(k)} {...invalid(k)} />
      {problem(k)}
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
              {/* A link, so it works before the scripts run; with them, the blank form is drawn in place. */}
              <Button asChild>
                <Link
                  to="/app/contact"
                  onClick={() => {
                    setSent(null);
                    setErrors({});
                  }}
                >
                  Send Another Message
                </Link>
              </Button>
              <Button variant="soft" asChild>
                <a href={sent}>Email Directly</a>
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : (
        <Card className="sp-narrow" asChild>
          <fetcher.Form method="post" action="/app/contact" onSubmit={check} noValidate aria-label="Support message">
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
                  <select
                    id="support-category"
                    name="category"
                    className="sp-select"
                    defaultValue={typed.category ?? ""}
                    onChange={() => clear("category")}
                    {...invalid("category")}
                  >
                    <option value="">Select...</option>
                    {SUPPORT_CATEGORIES.map(([k, label]) => (
                      <option key={k} value={k}>
                        {label}
                      </option>
                    ))}
                  </select>
                  {problem("category")}
                </Flex>
              </Grid>
              {field("subject", "Subject")}
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="support-message" size="2" weight="medium">
                  Message
                </Text>
                <TextArea id="support-message" name="message" rows={5} defaultValue={typed.message} onChange={() => clear("message")} {...invalid("message")} />
                {problem("message")}
              </Flex>
              <Flex direction="column" gap="1" style={{ maxWidth: 200 }}>
                <Text as="label" htmlFor="support-priority" size="2" weight="medium">
                  Priority
                </Text>
                <select id="support-priority" name="priority" className="sp-select" defaultValue={typed.priority}>
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
          </fetcher.Form>
        </Card>
      )}
    </>
  );
}
