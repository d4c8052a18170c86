import { Link, useFetcher } from "@remix-run/react";
import { Badge, Button, Dialog, Flex, ScrollArea, Text, TextField } from "@radix-ui/themes";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { companySite } from "../companies/site-form";
import type { loader as databaseLoader } from "../../routes/app.database";
import type { PickedCompany } from "./types";

/** "Select Company": own companies and directory entries, searched on the server. */
export function CompanyPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (c: PickedCompany) => void }) {
  const fetcher = useFetcher<typeof databaseLoader>();
  const [q, setQ] = useState("");
  const { load } = fetcher;
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => load(`/app/database?directory=1&q=${encodeURIComponent(q)}`), q ? 250 : 0);
    return () => clearTimeout(t);
  }, [open, q, load]);
  const companies = fetcher.data?.companies ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>Select Company</Dialog.Title>
        <TextField.Root value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search companies" aria-label="Search companies" mb="3" type="search">
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden="true" />
          </TextField.Slot>
        </TextField.Root>
        <ScrollArea style={{ maxHeight: 360 }} type="auto">
          <Flex direction="column" gap="2" role="list" aria-label="Companies">
            {fetcher.state !== "idle" && companies.length === 0 ? <Text color="gray">Loading companies...</Text> : null}
            {fetcher.state === "idle" && fetcher.data && companies.length === 0 ? <Text color="gray">No companies found</Text> : null}
            {companies.map((c) => (
              <button
                key={c.id}
                type="button"
                role="listitem"
                className="sp-pick-row"
                onClick={() =>
                  onPick({ id: c.id, name: c.name, cin: c.cin, gstin: c.gstin, pan: c.pan, address: c.address, site: companySite(c), identity: c.identity })
                }
              >
                <Flex justify="between" gap="2">
                  <Text weight="bold">{c.name}</Text>
                  {c.isGlobal ? <Badge color="indigo">Directory</Badge> : null}
                </Flex>
                <Text size="1" color="gray">
                  CIN: {c.cin || "—"} · GSTIN: {c.gstin || "—"}
                </Text>
              </button>
            ))}
          </Flex>
        </ScrollArea>
        <Flex gap="3" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button asChild variant="outline">
            <Link to="/app/database">Add New Company</Link>
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
