import { useLocation, useRevalidator } from "@remix-run/react";
import { Button, Callout, Card, Flex, Grid, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { BROADCAST_FAILED, SECTION_FAILURES } from "./admin-messages";
import { notify } from "../../ui/toast";
import { formStrings } from "../../ui/useHydratedForm";
import { ActionAnswer } from "./ActionAnswer";
import { SectionError } from "./SectionError";
import type { DashboardData } from "./types";
import { useAdminAction } from "./useAdminAction";
import { useJob } from "./useJob";

const BLANK = { title: "", message: "" };

/**
 * Notifications: a broadcast to every user (or free or premium ones), sent as a background job. The
 * form posts to the page's own action (`?tab=notify`, so a post before the scripts comes back to this tab).
 */
export function NotifyTab({ audiences, onRetry }: { audiences: DashboardData["audiences"]; onRetry: () => void }) {
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const { fetcher, busy, answer } = useAdminAction(["broadcast"], (d) => {
    if (!d.ok) return notify(d.message, "error");
    if (d.job) setJobId(d.job.id);
    revalidator.revalidate();
  });
  const typed = answer && !answer.ok ? answer.values : undefined;
  const [preview, setPreview] = useState({ title: typed?.title ?? "", message: typed?.message ?? "" });
  const readPreview = () => {
    const { title = "", message = "" } = formStrings(form.current);
    setPreview({ title, message });
  };
  // Once, on hydration: what was typed before the scripts ran.
  useEffect(readPreview, []);
  // A broadcast posted before the scripts ran is followed from its answer's job.
  const sent = useJob(jobId ?? answer?.job?.id ?? null, (job) => {
    if (job.status === "failed") return notify(job.message ?? BROADCAST_FAILED, "error");
    notify(job.message ?? "", "success");
    form.current?.reset();
    setPreview(BLANK);
    revalidator.revalidate();
  });
  const running = sent !== null && sent.status !== "done" && sent.status !== "failed";

  return (
    <Grid columns={{ initial: "1", md: "2" }} gap="4" pt="4">
      <Card asChild>
        <fetcher.Form method="post" action={`${useLocation().pathname}?tab=notify`} ref={form} onChange={readPreview}>
          <input type="hidden" name="intent" value="broadcast" />
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              Send Notification
            </Heading>
            <Text as="label" htmlFor="bc-title" size="2">
              Title
            </Text>
            <TextField.Root id="bc-title" name="title" defaultValue={typed?.title} />
            <Text as="label" htmlFor="bc-message" size="2">
              Message
            </Text>
            <TextArea id="bc-message" name="message" rows={4} defaultValue={typed?.message} />
            <Text as="label" htmlFor="bc-target" size="2">
              Target audience
            </Text>
            <select id="bc-target" name="target" className="sp-select" defaultValue={typed?.target ?? "all"}>
              <option value="all">All users{audiences ? ` (${audiences.all})` : ""}</option>
              <option value="free">Free users{audiences ? ` (${audiences.free})` : ""}</option>
              <option value="premium">Premium users{audiences ? ` (${audiences.premium})` : ""}</option>
            </select>
            {audiences ? null : <SectionError text={SECTION_FAILURES.audiences} onRetry={onRetry} />}
            <Button type="submit" disabled={busy || running}>
              Send Notification
            </Button>
            <ActionAnswer answer={sent ? undefined : answer} />
            {sent && sent.status === "failed" ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{sent.message}</Callout.Text>
              </Callout.Root>
            ) : running ? (
              <Text size="2" role="status">
                {sent.message}
              </Text>
            ) : null}
          </Flex>
        </fetcher.Form>
      </Card>
      <Card aria-label="Preview">
        <Text size="1" color="gray">
          Preview
        </Text>
        <Heading as="h3" size="3" mt="2">
          {preview.title || "Title"}
        </Heading>
        <Text as="p" size="2">
          {preview.message || "Message"}
        </Text>
      </Card>
    </Grid>
  );
}
