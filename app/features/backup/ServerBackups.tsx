// Data Management's list of the automatic backups kept on the server. Download is a link to the file;
// Restore is a link to its plan-and-confirm page, which once the scripts run opens here as the dialog
// an uploaded file's restore uses, with the same plan, loaded from that page's loader.
import { Link, useFetcher } from "@remix-run/react";
import { AlertDialog, Box, Button, Flex, Heading, Text } from "@radix-ui/themes";
import { DownloadIcon, ReloadIcon } from "@radix-ui/react-icons";
import { type MouseEvent, useState } from "react";
import type { RestorePlan } from "./backup-file";
import { type BackupCounts, backupDayText, runText, type ServerBackup, type ServerBackupsView, sizeText } from "./server-backups";
import { RESTORE_NOTE, RestorePlanList } from "./RestorePlan";
import { ConfirmRow } from "../../ui/DialogActions";
import { notify } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";

type Planned = { day: string; plan: RestorePlan | null; error: string | null };
type Answered = { ok: boolean; message?: string };

const restorePath = (day: string) => `/app/profile/backups/${day}/restore`;

function countsText(counts: BackupCounts | null): string {
  const n = (k: keyof BackupCounts) => (counts ? String(counts[k]) : "—");
  return `Companies ${n("companies")} · Inspections ${n("inspections")} · Visits ${n("visits")}`;
}

function Row({ backup, loading, onRestore }: { backup: ServerBackup; loading: boolean; onRestore: (e: MouseEvent) => void }) {
  const day = backupDayText(backup.day);
  return (
    <li aria-label={`Server backup of ${day}`}>
      <Flex justify="between" align="center" gap="2" wrap="wrap" py="2" style={{ borderTop: "1px solid var(--gray-a5)" }}>
        <Box>
          <Text as="p" size="2" weight="medium">
            {day} · {sizeText(backup.size)}
          </Text>
          <Text as="p" size="1" color="gray">
            {countsText(backup.counts)}
          </Text>
        </Box>
        <Flex gap="2">
          <Button size="1" variant="soft" asChild>
            <a href={`/app/profile/backups/${backup.day}`} download>
              <DownloadIcon aria-hidden="true" /> Download
            </a>
          </Button>
          <Button size="1" variant="soft" asChild>
            <Link to={restorePath(backup.day)} onClick={onRestore} aria-disabled={loading || undefined}>
              <ReloadIcon aria-hidden="true" /> {loading ? "Loading..." : "Restore"}
            </Link>
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}

export function ServerBackups({ view }: { view: ServerBackupsView }) {
  const fetcher = useFetcher<Planned | Answered>();
  const [chosen, setChosen] = useState<string | null>(null);
  useFetcherResult(fetcher, (d) => {
    if ("ok" in d) {
      setChosen(null);
      notify(d.message ?? "Restore failed", d.ok ? "success" : "error");
    } else if (d.error) {
      setChosen(null);
      notify(d.error, "error");
    }
  });
  const planned = fetcher.data && !("ok" in fetcher.data) && fetcher.data.day === chosen ? fetcher.data.plan : null;
  const loadingDay = fetcher.state === "loading" && !fetcher.formData ? chosen : null;
  const restore = (day: string) => (e: MouseEvent) => {
    e.preventDefault();
    if (fetcher.state !== "idle") return;
    setChosen(day);
    fetcher.load(restorePath(day));
  };

  return (
    <Box mt="4">
      <Heading as="h3" size="3">
        Server backups
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        Auto Backup keeps the last {view.kept} daily backups here.
      </Text>
      {view.list.length ? (
        <ul aria-label="Server backups" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {view.list.map((b) => (
            <Row key={b.day} backup={b} loading={loadingDay === b.day} onRestore={restore(b.day)} />
          ))}
        </ul>
      ) : (
        <Text as="p" size="2">
          No server backups yet.{" "}
          {view.autoBackup
            ? `The next daily backup is made at ${runText(view.nextRun)}.`
            : `Turn on Auto Backup in Settings; the next daily run is at ${runText(view.nextRun)}.`}
        </Text>
      )}

      <AlertDialog.Root open={Boolean(planned)} onOpenChange={(o) => !o && fetcher.state === "idle" && setChosen(null)}>
        <AlertDialog.Content maxWidth="460px">
          <AlertDialog.Title>Restore Data</AlertDialog.Title>
          <AlertDialog.Description size="2">
            From the server backup of {chosen ? backupDayText(chosen) : ""}. {RESTORE_NOTE}
          </AlertDialog.Description>
          {planned ? <RestorePlanList plan={planned} /> : null}
          <ConfirmRow
            label="Restore"
            danger={false}
            busy={fetcher.state !== "idle"}
            busyLabel="Restoring..."
            onConfirm={() => chosen && fetcher.submit({}, { method: "post", action: restorePath(chosen) })}
          />
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Box>
  );
}
