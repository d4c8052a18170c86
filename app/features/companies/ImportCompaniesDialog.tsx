import { Form, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { Callout, Dialog, Flex, ScrollArea, Table, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { CompanyActionData } from "./types";
import { RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { useHydratedForm } from "../../ui/useHydratedForm";

/**
 * Import own companies from a CSV file (/app/database/import): the server previews what it will add and
 * reject, then writes in one batch. A file chosen before the scripts ran is read once they do.
 */
export function ImportCompaniesDialog() {
  const { ref, hydrated } = useHydratedForm();
  const navigate = useNavigate();
  const back = `/app/database${useLocation().search}`;
  const preview = useFetcher<CompanyActionData>();
  const importer = useFetcher<CompanyActionData>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const busy = preview.state !== "idle" || importer.state !== "idle";
  const data = file && preview.data?.intent === "import-preview" ? preview.data : undefined;

  useFetcherResult(importer, (d) => {
    if (d.intent !== "import") return;
    if (d.ok) navigate(back, { replace: true, preventScrollReset: true });
    notifyResult({ ok: d.ok, message: d.message ?? "Failed to save company" });
  });

  const send = (fetcher: typeof preview, intent: string, chosen: File) => {
    const form = new FormData();
    form.set("intent", intent);
    form.set("file", chosen);
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen) send(preview, "import-preview", chosen);
  };

  // The page's own input, before it moves into the dialog: a file chosen there is previewed now.
  useEffect(() => {
    const chosen = input.current?.files?.[0];
    if (chosen) choose(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  return (
    <RouteDialog title="Import Companies from CSV" back={back} hydrated={hydrated} busy={busy} maxWidth="720px">
      {hydrated ? <Dialog.Description {...DESCRIBED}>{HOW}</Dialog.Description> : <Text {...DESCRIBED}>{HOW}</Text>}
      <Form
        method="post"
        encType="multipart/form-data"
        ref={ref}
        onSubmit={(e) => {
          e.preventDefault();
          if (file && !busy) send(importer, "import", file);
        }}
      >
        <input type="hidden" name="intent" value="import" />
        <Flex direction="column" gap="3" mt="3">
          <Text as="label" size="2" weight="medium" htmlFor="company-csv">
            CSV file
          </Text>
          <input id="company-csv" name="file" type="file" accept=".csv,text/csv" ref={input} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
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
          <RouteFormActions
            back={back}
            busy={busy}
            ready={Boolean(file && data?.preview?.valid.length)}
            busyLabel={importer.state !== "idle" ? "Importing..." : null}
            submitLabel={`Import ${data?.preview?.valid.length ?? 0} companies`}
          />
        </Flex>
      </Form>
    </RouteDialog>
  );
}

const DESCRIBED = { as: "p", size: "2", color: "gray" } as const;
const HOW =
  "A header line, then one company per line. Columns are found by name (name, cin, gstin, pan, address, phone, email, website, contact person, notes), or taken in the order name, CIN, GSTIN, address. Quoted values may contain commas.";
