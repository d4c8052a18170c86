import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { AlertDialog, Text } from "@radix-ui/themes";
import { displayDate } from "./calendar";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { VisitView } from "./types";
import { RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { useHydratedForm } from "../../ui/useHydratedForm";

/**
 * "Cancel Visit" (/app/scheduling/<id>/cancel). The form posts to the page's own action: posted before
 * the scripts run, the answer is the visits without this one and the sentence above them.
 */
export function CancelVisitDialog({ visit }: { visit: VisitView }) {
  const { ref, hydrated } = useHydratedForm();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const navigate = useNavigate();
  const back = `/app/scheduling${useLocation().search}`;
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (data) => {
    notifyResult(data);
    navigate(back, { replace: true, preventScrollReset: true });
  });
  const question = `Cancel the visit to ${visit.companyName} on ${displayDate(visit.scheduledDate)}? Its reminder is removed too.`;
  return (
    <RouteDialog title="Cancel Visit" back={back} hydrated={hydrated} alert busy={busy} maxWidth="420px">
      {hydrated ? <AlertDialog.Description size="2">{question}</AlertDialog.Description> : <Text size="2">{question}</Text>}
      <fetcher.Form method="post" action={back} ref={ref}>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={visit.id} />
        <RouteFormActions back={back} busy={busy} busyLabel={null} submitLabel="Cancel Visit" cancelLabel="Keep Visit" danger />
      </fetcher.Form>
    </RouteDialog>
  );
}
