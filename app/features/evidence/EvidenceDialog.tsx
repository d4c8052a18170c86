import { Dialog, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { SiteCheck } from "../../platform/db/schema";
import type { VerifyLinkView } from "./links";
import type { loader } from "../../routes/app.evidence.$inspectionId";
import { CaseDispositions } from "./CaseDispositions";
import { CheckList } from "./CheckList";
import { IdentityChecks } from "../companies/identity/IdentityChecks";
import { PhotoSignals } from "../signals/PhotoSignals";
import { DialogCloseRow } from "../../ui/DialogActions";
import { EvidenceSummary } from "./EvidencePanel";
import { VerifyLinks } from "./VerifyLinks";

/** The owner's evidence of one inspection: every check, the on-site result, and verify links to share. */
export function EvidenceDialog({
  inspection,
  onClose,
}: {
  inspection: { id: string; companyName: string; siteCheck: SiteCheck | null } | null;
  onClose: () => void;
}) {
  const evidence = useFetcher<typeof loader>();
  const act = useFetcher<{ ok: boolean; message: string; links?: VerifyLinkView[] }>();
  const id = inspection?.id;
  const { load } = evidence;

  useEffect(() => {
    if (id) load(`/app/evidence/${id}`);
  }, [id, load]);

  if (!inspection) return null;
  const action = `/app/evidence/${inspection.id}`;
  const data = evidence.data && "verification" in evidence.data ? evidence.data : null;
  const links = act.data?.links ?? data?.links ?? [];
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>Evidence</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {inspection.companyName}: the seal, every photo receipt and the on-site check, and links that let anyone check them.
        </Dialog.Description>
        {!data ? (
          <Text as="p" color="gray" role="status">
            {evidence.state === "idle" && evidence.data ? "Could not load the evidence. Please try again." : "Checking the seal and every photo..."}
          </Text>
        ) : (
          <Flex direction="column" gap="4">
            <EvidenceSummary verification={data.verification} />
            <CheckList checks={data.verification?.checks ?? []} site={inspection.siteCheck} />
            <IdentityChecks results={data.identity} />
            <PhotoSignals photos={(data.verification?.photos ?? []).filter((p) => p.kept)} />
            {data.review ? <CaseDispositions review={data.review} level={3} /> : null}
            <VerifyLinks
              links={links}
              Form={act.Form}
              action={action}
              busy={act.state !== "idle"}
              refusal={act.data && !act.data.ok ? act.data.message : undefined}
            />
          </Flex>
        )}
        <DialogCloseRow />
      </Dialog.Content>
    </Dialog.Root>
  );
}
