import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { AlertDialog, Text } from "@radix-ui/themes";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { CompanyActionData, CompanyView } from "./types";
import { RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { useHydratedForm } from "../../ui/useHydratedForm";

/**
 * "Delete Company" (/app/database/<id>/delete). The form posts to the list's own action: posted
 * before the scripts run, the answer is the list without the company and the sentence above it.
 */
export function DeleteCompanyDialog({ company }: { company: CompanyView }) {
  const { ref, hydrated } = useHydratedForm();
  const fetcher = useFetcher<CompanyActionData>();
  const navigate = useNavigate();
  const back = `/app/database${useLocation().search}`;
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (data) => {
    notifyResult({ ok: data.ok, message: data.message ?? "Failed to delete company" });
    navigate(back, { replace: true, preventScrollReset: true });
  });
  const question = `Delete ${company.name}? Its past inspections stay in your history.`;
  return (
    <RouteDialog title="Delete Company" back={back} hydrated={hydrated} alert busy={busy} maxWidth="440px">
      {hydrated ? <AlertDialog.Description size="2">{question}</AlertDialog.Description> : <Text size="2">{question}</Text>}
      <fetcher.Form method="post" action={back} ref={ref}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={company.id} />
        <RouteFormActions back={back} busy={busy} busyLabel="Deleting..." submitLabel="Delete" danger />
      </fetcher.Form>
    </RouteDialog>
  );
}
