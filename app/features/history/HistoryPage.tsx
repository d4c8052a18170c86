import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { ClockIcon } from "@radix-ui/react-icons";
import { type ComponentProps, useState } from "react";
import { Later, lazyNamed } from "../../ui/Later";
import { Hydrated } from "../../ui/useHydrated";
import { photosOf, type PendingInspection } from "../offline/photo-store";
import { downloadBulkReport, downloadInspectionReport } from "./reports";
import { type HistoryQuery, historyQueryString, inspectionCountLabel } from "./history-query";
import { derivedSource } from "./source";
import { notify } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import { Pagination } from "../../ui/Pagination";
import type { SiteCheck } from "../../platform/db/schema";
import { useShellData } from "../../routes/app";
import { useWaiting } from "../offline/useWaiting";
import { WaitingPanel } from "../offline/WaitingPanel";
import { HistoryToolbar } from "./HistoryToolbar";
import { InspectionCard } from "./InspectionCard";
import { DeleteInspectionForm } from "./DeleteInspectionForm";
import type { ViewerPhoto } from "./InspectionPhotosDialog";
import { useOnceTrue } from "../../ui/useOnceTrue";
import { EvidencePanel } from "../evidence/EvidencePanel";

// The dialogs load when first opened: with Radix's dialog and select they are a fifth of the page's code.
const InspectionPhotosDialog = lazyNamed(() => import("./InspectionPhotosDialog"), "InspectionPhotosDialog");
const DeleteInspectionDialog = lazyNamed(() => import("./DeleteInspectionDialog"), "DeleteInspectionDialog");
const EvidenceDialog = lazyNamed(() => import("../evidence/EvidenceDialog"), "EvidenceDialog");
import type { HistoryInspection } from "./types";

interface Props {
  inspections: HistoryInspection[];
  total: number;
  pageCount: number;
  query: SerializeFrom<HistoryQuery>;
  /** The evidence `?evidence=<id>` asked for, when it is this user's. */
  evidence: ComponentProps<typeof EvidencePanel>["evidence"] | null;
}

type EvidenceOf = { id: string; companyName: string; siteCheck: SiteCheck | null };

const SOURCE_TEXT = { all: "All sources", mobile: "Mobile App Only", web: "Web App Only" } as const;

export function HistoryPage({ inspections, total, pageCount, query: q, evidence }: Props) {
  const query = q as HistoryQuery;
  const [viewer, setViewer] = useState<{ companyName: string; photos: ViewerPhoto[] } | null>(null);
  // `?delete=<id>` asks to delete that inspection: a page before the scripts run, the dialog after.
  const deleteId = useSearchParams()[0].get("delete");
  const deleteAsked = inspections.find((i) => i.id === deleteId) ?? null;
  const [deleting, setDeleting] = useState<HistoryInspection | null>(deleteAsked);
  // A delete posted before the scripts ran: the page came back with its answer.
  const answer = useActionData() as { ok: boolean; message: string } | undefined;
  // `?evidence=<id>` likewise opens its evidence (a native post of its forms comes back there).
  const [evidenceOf, setEvidenceOf] = useState<EvidenceOf | null>(evidence ? (evidence.inspection as EvidenceOf) : null);
  const viewerUsed = useOnceTrue(viewer !== null);
  const evidenceUsed = useOnceTrue(evidenceOf !== null);
  const deleteUsed = useOnceTrue(deleting !== null);
  const [reporting, setReporting] = useState<string | null>(null);
  const { user, flash } = useShellData();
  const userId = user.id;
  const deleter = useFetcher<{ ok: boolean; message: string }>();
  const say = (text: string, ok: boolean) => notify(text, ok ? "success" : "error");

  // This user's inspections saved without a network wait in this browser; they show here as Pending
  // until the server confirmed them (then they are gone from the device and listed from the server).
  const waiting = useWaiting(userId);
  const pending = waiting?.entries.map((e) => e.pending) ?? [];

  useFetcherResult(deleter, (d) => {
    setDeleting(null);
    say(d.ok ? d.message : "Failed to delete inspection", d.ok);
  });

  const report = async (ins: HistoryInspection, withPhotos: boolean) => {
    setReporting(ins.id);
    try {
      const { newLinkUntil } = await downloadInspectionReport(ins, withPhotos);
      // Printing a QR code shares the inspection: say so, and where to take it back.
      if (newLinkUntil)
        say(`The report carries a new verify link, valid until ${new Date(newLinkUntil).toLocaleDateString("en-GB")}. Revoke it under Evidence.`, true);
    } catch (error) {
      console.error(error);
      say("Failed to generate PDF report", false);
    } finally {
      setReporting(null);
    }
  };

  const bulk = async () => {
    try {
      await downloadBulkReport(
        historyQueryString(query, { page: 1 }).slice(1),
        [SOURCE_TEXT[query.source], query.q && `search "${query.q}"`, query.companyName].filter(Boolean).join(", "),
      );
    } catch (error) {
      console.error(error);
      say("Failed to generate bulk report", false);
    }
  };

  const showLocal = async (p: PendingInspection) => {
    const photos = await photosOf(p.id, userId);
    setViewer({
      companyName: p.summary.companyName,
      photos: photos.map((ph) => ({
        id: ph.id,
        fileName: ph.fileName,
        capturedAt: ph.timestamp,
        latitude: ph.latitude,
        longitude: ph.longitude,
        address: ph.address,
        onServer: false,
      })),
    });
  };

  const filtering = Boolean(query.q || query.source !== "all" || query.company);
  const list = `/app/history${historyQueryString(query, { page: query.page })}`;
  const asking = (what: "delete" | "evidence", id: string) => `${list}${list.includes("?") ? "&" : "?"}${what}=${id}`;
  const shownPending = query.page === 1 && !filtering ? pending : [];

  return (
    <>
      <PageHeader title="Inspection History">
        <Text as="p" color="gray" mt="1" role="status">
          {inspectionCountLabel(total)}
        </Text>
      </PageHeader>
      {query.company ? (
        <Callout.Root color="blue" mb="3">
          <Callout.Text>
            Showing inspections for: {query.companyName ?? "this company"}{" "}
            <Link to={`/app/history${historyQueryString(query, { company: null, companyName: null })}`}>Show all</Link>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {answer ? (
        <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} mb="3">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Hydrated
        before={
          <>
            {deleteAsked ? <DeleteInspectionForm inspection={deleteAsked} back={list} /> : null}
            {evidence ? <EvidencePanel evidence={evidence} said={flash} back={list} /> : null}
          </>
        }
      />
      <WaitingPanel userId={userId} />
      <HistoryToolbar query={query} onBulkReport={bulk} />
      {inspections.length === 0 && shownPending.length === 0 ? (
        <Flex direction="column" align="center" gap="2" py="9">
          <ClockIcon width={40} height={40} color="var(--gray-9)" aria-hidden="true" />
          <Text size="5" weight="bold">
            No inspections found
          </Text>
          <Text color="gray">{filtering ? "Try adjusting your search criteria" : "Start by capturing your first inspection"}</Text>
          {filtering ? null : (
            <Button asChild mt="2">
              <Link to="/app/camera">Start New Inspection</Link>
            </Button>
          )}
        </Flex>
      ) : (
        <div className="sp-card-grid">
          {shownPending.map((p) => (
            <InspectionCard
              key={p.id}
              data={{
                id: p.id,
                companyName: p.summary.companyName,
                companyCin: p.summary.companyCin,
                companyGstin: p.summary.companyGstin,
                locationName: p.summary.locationName,
                date: new Date(p.payload.timestamp).toLocaleDateString("en-GB"),
                time: new Date(p.payload.timestamp).toLocaleTimeString("en-GB", { hour12: false }),
                activityLevel: p.payload.assessment?.activityLevel ?? "",
                photoCount: p.payload.photoIds.length,
                inspectorName: "You",
                source: "web",
                uploaded: false,
              }}
              onPhotos={() => showLocal(p)}
            />
          ))}
          {inspections.map((ins) => (
            <InspectionCard
              key={ins.id}
              data={{
                ...ins,
                source: derivedSource(ins),
                uploaded: ins.isUploaded,
                seal: ins.sealState,
                siteVerdict: ins.siteCheck?.verdict ?? null,
                matchedPhotos: ins.photos.filter((p) => p.signals.some((s) => s.kind === "match")).length,
              }}
              busy={reporting === ins.id}
              onPhotos={() => setViewer({ companyName: ins.companyName, photos: ins.photos.map((p) => ({ ...p, onServer: true })) })}
              onReport={(withPhotos) => report(ins, withPhotos)}
              onDelete={() => setDeleting(ins)}
              deleteHref={asking("delete", ins.id)}
              onEvidence={() => setEvidenceOf({ ...ins, siteCheck: ins.siteCheck as SiteCheck | null })}
              evidenceHref={asking("evidence", ins.id)}
            />
          ))}
        </div>
      )}
      <Pagination page={query.page} count={pageCount} href={(n) => `/app/history${historyQueryString(query, { page: n })}`} />
      <Later when={viewerUsed}>
        <InspectionPhotosDialog companyName={viewer?.companyName ?? ""} photos={viewer?.photos ?? null} onClose={() => setViewer(null)} />
      </Later>
      <Later when={evidenceUsed}>
        <EvidenceDialog key={evidenceOf?.id ?? "none"} inspection={evidenceOf} onClose={() => setEvidenceOf(null)} />
      </Later>
      <Later when={deleteUsed}>
        <DeleteInspectionDialog
          inspection={deleting}
          busy={deleter.state !== "idle"}
          onDelete={(i) => deleter.submit({ intent: "delete", id: i.id }, { method: "post" })}
          onClose={() => setDeleting(null)}
        />
      </Later>
    </>
  );
}
