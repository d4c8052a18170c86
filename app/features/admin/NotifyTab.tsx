import { useRevalidator } from "@remix-run/react";
import { Button, Callout, Card, Flex, Grid, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { BROADCAST_FAILED, SECTION_FAILURES } from "./admin-messages";
import { notify } from "../../ui/toast";
import { SectionError } from "./SectionError";
import type { DashboardData } from "./types";
import { useAdminAction } from "./useAdminAction";
import { useJob } from "./useJob";

const BLANK = { title: "", message: "", target: "all" };

/** Notifications: a broadcast to every user (or free or premium ones), sent as a background job. */
export function NotifyTab({ audiences, onRetry }: { audiences: DashboardData["audiences"]; onRetry: () => void }) {
  const revalidator = useRevalidator();
  const [broadcast, setBroadcast] = useState(BLANK);
  const [jobId, setJobId] = useState<string | null>(null);
  const { send, busy } = useAdminAction((d) => {
    if (!d.ok) return notify(d.message, "error");
    if (d.job) setJobId(d.job.id);
    revalidator.revalidate();
  });
  const sent = useJob(jobId, (job) => {
    if (job.status === "failed") return notify(job.message ?? BROADCAST_FAILED, "error");
    notify(job.message ?? "", "success");
    setBroadcast(BLANK);
    revalidator.revalidate();
  });
  const running = sent !== null && sent.status !== "done" && sent.status !== "failed";

  return (
    <Grid columns={{ initial: "1", md: "2" }} gap="4" pt="4">
      <Card asChild>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ intent: "broadcast", ...broadcast });
          }}
        >
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              Send Notification
            </Heading>
            <Text as="label" htmlFor="bc-title" size="2">
              Title
            </Text>
            <TextField.Root id="bc-title" value={broadcast.title} onChange={(e) => setBroadcast((b) => ({ ...b, title: e.target.value }))} />
            <Text as="label" htmlFor="bc-message" size="2">
              Message
            </Text>
            <TextArea id="bc-message" rows={4} value={broadcast.message} onChange={(e) => setBroadcast((b) => ({ ...b, message: e.target.value }))} />
            <Text as="label" htmlFor="bc-target" size="2">
              Target audience
            </Text>
            <select id="bc-target" className="sp-select" value={broadcast.target} onChange={(e) => setBroadcast((b) => ({ ...b, target: e.target.value }))}>
              <option value="all">All users{audiences ? ` (${audiences.all})` : ""}</option>
              <option value="free">Free users{audiences ? ` (${audiences.free})` : ""}</option>
              <option value="premium">Premium users{audiences ? ` (${audiences.premium})` : ""}</option>
            </select>
            {audiences ? null : <SectionError text={SECTION_FAILURES.audiences} onRetry={onRetry} />}
            <Button type="submit" disabled={busy || running}>
              Send Notification
            </Button>
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
        </form>
      </Card>
      <Card aria-label="Preview">
        <Text size="1" color="gray">
          Preview
        </Text>
        <Heading as="h3" size="3" mt="2">
          {broadcast.title || "Title"}
        </Heading>
        <Text as="p" size="2">
          {broadcast.message || "Message"}
        </Text>
      </Card>
    </Grid>
  );
}
