import { Badge, Button, Flex, Heading, IconButton, Text, TextField } from "@radix-ui/themes";
import { CopyIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import type { Form, useFetcher } from "@remix-run/react";
import { LINK_DAYS, type VerifyLinkView } from "./links";

/** Remix's Form or a fetcher's: either posts natively before the scripts run. */
type FormLike = typeof Form | ReturnType<typeof useFetcher>["Form"];

const until = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** One link: its address to copy, and a form that revokes it. */
function LinkRow({ link, Form, action, busy }: { link: VerifyLinkView; Form: FormLike; action: string; busy: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <li className="sp-link-row">
      <TextField.Root readOnly value={link.url} aria-label="Verify link" size="2" onFocus={(e) => e.currentTarget.select()}>
        <TextField.Slot side="right">
          <IconButton size="1" variant="ghost" aria-label={copied ? "Copied" : "Copy link"} onClick={copy} disabled={!link.active}>
            <CopyIcon />
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
      <Flex justify="between" align="center" gap="2">
        {link.active ? (
          <Text size="1" color="gray">
            Valid until {until(link.expiresAt)}
          </Text>
        ) : (
          <Badge color="gray">{link.revokedAt ? "Revoked" : "Expired"}</Badge>
        )}
        {link.active ? (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="link" value={link.id} />
            <Button type="submit" size="1" variant="soft" color="red" disabled={busy}>
              Revoke
            </Button>
          </Form>
        ) : null}
      </Flex>
    </li>
  );
}

/**
 * An inspection's verify links: a form that creates one (a native select, so it posts before the
 * scripts run too) and each link with a form that revokes it. `action` is /app/evidence/<id>.
 */
export function VerifyLinks({
  links,
  Form,
  action,
  busy,
  refusal,
}: {
  links: VerifyLinkView[];
  Form: FormLike;
  action: string;
  busy: boolean;
  refusal?: string;
}) {
  return (
    <section aria-labelledby="sp-links-title">
      <Heading as="h3" size="3" id="sp-links-title" mb="2">
        Verify links
      </Heading>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="create" />
        <Flex gap="2" align="center" wrap="wrap">
          <select name="days" defaultValue="7" aria-label="Link valid for" className="sp-select">
            {LINK_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                Valid for {d} {d === 1 ? "day" : "days"}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={busy}>
            Create verify link
          </Button>
        </Flex>
      </Form>
      {refusal ? (
        <Text as="p" color="red" size="2" role="alert" mt="2">
          {refusal}
        </Text>
      ) : null}
      {links.length === 0 ? (
        <Text as="p" size="2" color="gray" mt="2">
          No links yet. Anyone with a link can see this inspection's essentials and photos, and check them, until it expires or you revoke it.
        </Text>
      ) : (
        <ul className="sp-link-list">
          {links.map((l) => (
            <LinkRow key={l.id} link={l} Form={Form} action={action} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  );
}
