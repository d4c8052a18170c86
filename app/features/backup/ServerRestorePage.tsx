// Restoring a server backup as a page: where Restore leads before the page's scripts run (and a deep
// link), with the same plan and confirm as the Data Management card's dialog.
import { Form, Link, useNavigation } from "@remix-run/react";
import { Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import type { RestorePlan } from "./backup-file";
import { RESTORE_NOTE, RestorePlanList } from "./RestorePlan";
import { backupDayText } from "./server-backups";
import { PageHeader } from "../../ui/PageHeader";

type Posted = { ok: boolean; message?: string };

export function ServerRestorePage({ day, plan, error, posted }: { day: string; plan: RestorePlan | null; error: string | null; posted?: Posted }) {
  const busy = useNavigation().state === "submitting";
  const back = (
    <Button variant="soft" color="gray" asChild>
      <Link to="/app/profile">{posted?.ok ? "Back to Profile & Settings" : "Cancel"}</Link>
    </Button>
  );
  const refusal = posted && !posted.ok ? posted.message : error;
  return (
    <>
      <PageHeader title="Restore Data" />
      <Card className="sp-narrow">
        <Flex direction="column" gap="3">
          {posted?.ok ? (
            <Callout.Root color="green" role="status">
              <Callout.Text>{posted.message}</Callout.Text>
            </Callout.Root>
          ) : refusal ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{refusal}</Callout.Text>
            </Callout.Root>
          ) : null}
          {posted?.ok || !plan ? (
            <Flex>{back}</Flex>
          ) : (
            <>
              <Text size="2">
                From the server backup of {backupDayText(day)}. {RESTORE_NOTE}
              </Text>
              <RestorePlanList plan={plan} />
              <Form method="post">
                <Flex gap="3" justify="end" wrap="wrap">
                  {back}
                  <Button type="submit" disabled={busy}>
                    {busy ? "Restoring..." : "Restore"}
                  </Button>
                </Flex>
              </Form>
            </>
          )}
        </Flex>
      </Card>
    </>
  );
}
