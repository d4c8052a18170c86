import { Badge, Button, Callout, Dialog, Flex, Heading, IconButton, Select, Text, TextField } from "@radix-ui/themes";
import { CheckCircledIcon, CopyIcon, CrossCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { SiteCheck } from "../../platform/db/schema";
import { LINK_DAYS, type VerifyLinkView } from "./links";
import type { loader } from "../../routes/app.evidence.$inspectionId";
import { CaseDispositions } from "./CaseDispositions";
import { CheckList } from "./CheckList";
import { IdentityChecks } from "../companies/identity/IdentityChecks";
import { PhotoSignals } from "../signals/PhotoSignals";
import { DialogCloseRow } from "../../ui/DialogActions";

const STATUS = {
  verified: { color: "green", Icon: CheckCircledIcon },
  broken: { color: "red", Icon: CrossCircledIcon },
  unsealed: { color: "amber", Icon: ExclamationTriangleIcon },
} as const;

const until = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** One link: its address to copy, and a form that revokes it. */
function LinkRow({ link, Form, action, busy }: { link: VerifyLinkView; Form: ReturnType<typeof useFetcher>["Form"]; action: string; busy: boolean }) {
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

/** The owner's evidence of one inspection: every check, the on-site result, and verify links to share. */
export function EvidenceDialog({
  inspection,
  onClose,
}: {
  inspection: { id: string; companyName: string; siteCheck: SiteCheck | null } | null;
  onClose: () => void;
}) {
  const evidence = useFetcher<typeof loader>();
  const act = useFetcher<{ ok: boolean; message: string; links?: VerifyLinkView[] }>();
  const id = inspection?.id;
  const { load } = evidence;

  useEffect(() => {
    if (id) load(`/app/evidence/${id}`);
  }, [id, load]);

  if (!inspection) return null;
  const action = `/app/evidence/${inspection.id}`;
  const data = evidence.data && "verification" in evidence.data ? evidence.data : null;
  const links = act.data?.links ?? data?.links ?? [];
  const status = data?.verification ? STATUS[data.verification.status] : null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>Evidence</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {inspection.companyName}: the seal, every photo receipt and the on-site check, and links that let anyone check them.
        </Dialog.Description>
        {!data ? (
          <Text as="p" color="gray" role="status">
            {evidence.state === "idle" && evidence.data ? "Could not load the evidence. Please try again." : "Checking the seal and every photo..."}
          </Text>
        ) : (
          <Flex direction="column" gap="4">
            {status && data.verification ? (
              <Callout.Root color={status.color} role="status">
                <Callout.Icon>
                  <status.Icon />
                </Callout.Icon>
                <Callout.Text>{data.verification.summary}</Callout.Text>
              </Callout.Root>
            ) : null}
            <CheckList checks={data.verification?.checks ?? []} site={inspection.siteCheck} />
            <IdentityChecks results={data.identity} />
            <PhotoSignals photos={(data.verification?.photos ?? []).filter((p) => p.kept)} />
            {data.review ? <CaseDispositions review={data.review} level={3} /> : null}
            <section aria-labelledby="sp-links-title">
              <Heading as="h3" size="3" id="sp-links-title" mb="2">
                Verify links
              </Heading>
              <act.Form method="post" action={action}>
                <input type="hidden" name="intent" value="create" />
                <Flex gap="2" align="center" wrap="wrap">
                  <Select.Root name="days" defaultValue="7">
                    <Select.Trigger aria-label="Link valid for" />
                    <Select.Content>
                      {LINK_DAYS.map((d) => (
                        <Select.Item key={d} value={String(d)}>
                          Valid for {d} {d === 1 ? "day" : "days"}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                  <Button type="submit" disabled={act.state !== "idle"}>
                    Create verify link
                  </Button>
                </Flex>
              </act.Form>
              {act.data && !act.data.ok ? (
                <Text as="p" color="red" size="2" role="alert" mt="2">
                  {act.data.message}
                </Text>
              ) : null}
              {links.length === 0 ? (
                <Text as="p" size="2" color="gray" mt="2">
                  No links yet. Anyone with a link can see this inspection's essentials and photos, and check them, until it expires or you revoke it.
                </Text>
              ) : (
                <ul className="sp-link-list">
                  {links.map((l) => (
                    <LinkRow key={l.id} link={l} Form={act.Form} action={action} busy={act.state !== "idle"} />
                  ))}
                </ul>
              )}
            </section>
          </Flex>
        )}
        <DialogCloseRow />
      </Dialog.Content>
    </Dialog.Root>
  );
}
