// Profile & Settings' Data Management card: the backup download and the restore, previewed first
// (what it would add, update and leave out) and then applied. The file input sits in a real form, and a
// file chosen before the page's scripts ran is taken up once they do. Below, the server's backups.
import { useFetcher } from "@remix-run/react";
import { AlertDialog, Button, Card, Dialog, Flex, Heading } from "@radix-ui/themes";
import { DownloadIcon, UploadIcon } from "@radix-ui/react-icons";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import type { RestorePlan } from "./backup-file";
import { notify } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { ConfirmRow } from "../../ui/DialogActions";
import { RESTORE_NOTE, RestorePlanList } from "./RestorePlan";
import { ServerBackups } from "./ServerBackups";
import type { ServerBackupsView } from "./server-backups";

type Result = { intent: string; ok: boolean; message?: string; plan?: RestorePlan };

export function DataManagementCard({ serverBackups }: { serverBackups: ServerBackupsView }) {
  const restorer = useFetcher<Result>();
  const [backupOpen, setBackupOpen] = useState(false);
  const [restoreFile, setRestoreFile] = useState<File | null>(null);
  const say = (text: string, ok: boolean) => notify(text, ok ? "success" : "error");

  useFetcherResult(restorer, (d) => {
    if (d.intent === "restore") {
      setRestoreFile(null);
      say(d.message ?? "Restore failed", d.ok);
    } else if (!d.ok) say(d.message ?? "Restore failed", false);
  });
  const sendRestore = (intent: string, file: File) => {
    const form = new FormData();
    form.set("intent", intent);
    form.set("file", file);
    restorer.submit(form, { method: "post", action: "/app/profile", encType: "multipart/form-data" });
  };
  const take = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    setRestoreFile(file);
    sendRestore("restore-preview", file);
  };
  const picker = useRef<HTMLInputElement>(null);
  // Chosen before hydration, the file is in the input but no change event will come for it.
  useEffect(() => {
    if (picker.current?.files?.length) take(picker.current);
    // Once, on the first render with scripts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const plan = restoreFile && restorer.data?.intent === "restore-preview" ? restorer.data.plan : undefined;

  return (
    <>
      <Card>
        <Heading as="h2" size="4" mb="3">
          Data Management
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          {/* The download itself before the scripts run; with them, the dialog that explains it. */}
          <Button variant="soft" asChild>
            <a
              href="/app/profile/backup"
              download
              onClick={(e) => {
                e.preventDefault();
                setBackupOpen(true);
              }}
            >
              <DownloadIcon aria-hidden="true" /> Backup Data
            </a>
          </Button>
          <restorer.Form method="post" action="/app/profile" encType="multipart/form-data">
            <input type="hidden" name="intent" value="restore-preview" />
            <label className="sp-file-pick">
              <UploadIcon aria-hidden="true" />
              <span>Restore Data</span>
              <input ref={picker} type="file" name="file" accept=".json,application/json" onChange={(e: ChangeEvent<HTMLInputElement>) => take(e.target)} />
            </label>
          </restorer.Form>
        </Flex>
        <ServerBackups view={serverBackups} />
      </Card>

      <Dialog.Root open={backupOpen} onOpenChange={setBackupOpen}>
        <Dialog.Content maxWidth="440px">
          <Dialog.Title>Backup Data</Dialog.Title>
          <Dialog.Description size="2">
            A JSON file with your profile, companies, inspections and scheduled visits (photos stay in your account).
          </Dialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button asChild>
              <a
                href="/app/profile/backup"
                download
                onClick={() => {
                  setBackupOpen(false);
                  say("Data backup downloaded successfully", true);
                }}
              >
                Download Backup
              </a>
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>

      <AlertDialog.Root open={Boolean(plan)} onOpenChange={(o) => !o && restorer.state === "idle" && setRestoreFile(null)}>
        <AlertDialog.Content maxWidth="460px">
          <AlertDialog.Title>Restore Data</AlertDialog.Title>
          <AlertDialog.Description size="2">
            From {restoreFile?.name}. {RESTORE_NOTE}
          </AlertDialog.Description>
          {plan ? <RestorePlanList plan={plan} /> : null}
          <ConfirmRow
            label="Restore"
            danger={false}
            busy={restorer.state !== "idle"}
            busyLabel="Restoring..."
            onConfirm={() => restoreFile && sendRestore("restore", restoreFile)}
          />
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
