import { useFetcher } from "@remix-run/react";
import { Button, Callout, Dialog, Flex, ScrollArea, Table, Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { CompanyActionData } from "./types";

/** Import own companies from a CSV file: the server previews what it will add and reject, then writes in one batch. */
export function ImportCompaniesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const preview = useFetcher<CompanyActionData>();
  const importer = useFetcher<CompanyActionData>();
  const [file, setFile] = useState<File | null>(null);
  const busy = preview.state !== "idle" || importer.state !== "idle";
  const data = file && preview.data?.intent === "import-preview" ? preview.data : undefined;

  useEffect(() => {
    if (open) setFile(null);
  }, [open]);

  useFetcherResult(importer, (d) => {
    if (d.intent !== "import") return;
    if (d.ok) onClose();
    notifyResult({ ok: d.ok, message: d.message ?? "Failed to save company" });
  });

  const send = (fetcher: typeof preview, intent: string, chosen: File) => {
    const form = new FormData();
    form.set("intent", intent);
    form.set("file", chosen);
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>Import Companies from CSV</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          A header line, then one company per line. Columns are found by name (name, cin, gstin, pan, address, phone, email, website, contact person, notes), or
          taken in the order name, CIN, GSTIN, address. Quoted values may contain commas.
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <Text as="label" size="2" weight="medium" htmlFor="company-csv">
            CSV file
          </Text>
          <input
            id="company-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen) send(preview, "import-preview", chosen);
            }}
          />
          {preview.state !== "idle" ? <Text size="2">Reading the file...</Text> : null}
          {preview.data && !preview.data.ok ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{preview.data.message}</Callout.Text>
            </Callout.Root>
          ) : null}
          {data?.preview ? (
            <>
              <Text as="p" weight="bold" role="status">
                {data.preview.valid.length} will be added, {data.preview.rejected.length} rejected
              </Text>
              {data.preview.valid.length > 0 ? (
                <ScrollArea style={{ maxHeight: 220 }} type="auto">
                  <Table.Root size="1">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeaderCell>Row</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>CIN</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {data.preview.valid.map(({ row, company }) => (
                        <Table.Row key={row}>
                          <Table.Cell>{row}</Table.Cell>
                          <Table.Cell>{company.name}</Table.Cell>
                          <Table.Cell>{company.cin ?? ""}</Table.Cell>
                          <Table.Cell>{company.address}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </ScrollArea>
              ) : null}
              {data.preview.rejected.length > 0 ? (
                <ScrollArea style={{ maxHeight: 160 }} type="auto">
                  <ul aria-label="Rejected rows" className="sp-rejected">
                    {data.preview.rejected.map((r) => (
                      <li key={r.row}>
                        Row {r.row}: {r.reason}
                      </li>
                    ))}
                  </ul>
                </ScrollArea>
              ) : null}
            </>
          ) : null}
          <Flex gap="3" justify="end" mt="2">
            <Dialog.Close>
              <Button variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button disabled={busy || !file || !data?.preview?.valid.length} onClick={() => file && send(importer, "import", file)}>
              {importer.state !== "idle" ? "Importing..." : `Import ${data?.preview?.valid.length ?? 0} companies`}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
