import { useFetcher } from "@remix-run/react";
import { AlertDialog } from "@radix-ui/themes";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { CompanyActionData } from "./types";
import type { CompanyView } from "./types";
import { ConfirmRow } from "../../ui/DialogActions";

export function DeleteCompanyDialog({ company, onClose }: { company: CompanyView | null; onClose: () => void }) {
  const fetcher = useFetcher<CompanyActionData>();
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (data) => {
    if (data.intent !== "delete") return;
    onClose();
    notifyResult({ ok: data.ok, message: data.message ?? "Failed to delete company" });
  });
  return (
    <AlertDialog.Root open={company !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete Company</AlertDialog.Title>
        <AlertDialog.Description size="2">Delete {company?.name}? Its past inspections stay in your history.</AlertDialog.Description>
        <ConfirmRow
          label="Delete"
          busy={busy}
          busyLabel="Deleting..."
          onConfirm={() => company && fetcher.submit({ intent: "delete", id: company.id }, { method: "post" })}
        />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
