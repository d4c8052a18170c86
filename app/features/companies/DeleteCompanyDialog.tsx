import { useFetcher } from "@remix-run/react";
import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useEffect } from "react";
import type { CompanyActionData } from "./company-actions.server";
import type { CompanyView } from "./types";

export function DeleteCompanyDialog({ company, onClose, onResult }: { company: CompanyView | null; onClose: () => void; onResult: (r: { ok: boolean; message: string }) => void }) {
  const fetcher = useFetcher<CompanyActionData>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || data.intent !== "delete") return;
    onClose();
    onResult({ ok: data.ok, message: data.message ?? "Failed to delete company" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  return (
    <AlertDialog.Root open={company !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete Company</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Delete {company?.name}? Its past inspections stay in your history.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" disabled={busy} onClick={() => company && fetcher.submit({ intent: "delete", id: company.id }, { method: "post" })}>
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
