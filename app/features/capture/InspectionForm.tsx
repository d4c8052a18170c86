import { Button, Callout, Card, Flex, Grid, Heading, IconButton, Text, TextArea } from "@radix-ui/themes";
import { ArrowLeftIcon, DownloadIcon, TrashIcon } from "@radix-ui/react-icons";
import { useObjectUrl } from "../../ui/useObjectUrl";
import type { StoredPhoto } from "../offline/photo-store";
import { ASSESSMENT_FIELDS, type Assessment, toStoredValue } from "../../platform/assessment";
import { formatCoordinate } from "../../platform/watermark";
import type { PickedCompany } from "./types";
import type { Place } from "./useGeolocation";

interface Props {
  company: PickedCompany | null;
  place: Place | null;
  photos: StoredPhoto[];
  progress: Record<string, number>;
  /** Photos whose fingerprint matches one already on record, in words (never whose), by photo id. */
  matches?: Record<string, string[]>;
  assessment: Partial<Assessment>;
  onAssessment: (key: keyof Assessment, value: string) => void;
  notes: string;
  onNotes: (text: string) => void;
  onOpenPhoto: (i: number) => void;
  onDeletePhoto: (id: string) => void;
  onDownloadAll: () => void;
  onBack: () => void;
  onSaveDraft: () => void;
  onSave: () => void;
  saving: boolean;
  draftCard: React.ReactNode;
  siteNotice: React.ReactNode;
  /** A case's checklist, asked instead of the seven questions. */
  checklist?: React.ReactNode;
}

function describePlace(place: Place | null): string {
  if (!place) return "Unknown";
  const coords = `${formatCoordinate(place.latitude)}, ${formatCoordinate(place.longitude)}`;
  return place.address && place.address !== coords ? `${place.address} (${coords})` : coords;
}

function Thumb({ photo, progress, onOpen, onDelete }: { photo: StoredPhoto; progress?: number; onOpen: () => void; onDelete: () => void }) {
  const url = useObjectUrl(photo.blob);
  const state = photo.uploaded ? "Uploaded" : progress !== undefined ? `Uploading ${Math.round(progress * 100)}%` : "Waiting to upload";
  return (
    <div className="sp-thumb">
      <button type="button" onClick={onOpen} aria-label={`Open ${photo.fileName}`}>
        <img src={url} alt="" />
      </button>
      <progress max={1} value={photo.uploaded ? 1 : (progress ?? 0)} aria-label={`Upload of ${photo.fileName}`} />
      <Flex justify="between" align="center" gap="1">
        <Text size="1" color={photo.uploaded ? "green" : "gray"}>
          {state}
        </Text>
        <IconButton size="1" variant="ghost" color="red" aria-label={`Delete ${photo.fileName}`} onClick={onDelete}>
          <TrashIcon />
        </IconButton>
      </Flex>
    </div>
  );
}

export function InspectionForm(p: Props) {
  return (
    <Flex direction="column" gap="4">
      {p.draftCard}
      <Card>
        <Heading as="h2" size="4" mb="2">
          {p.company?.name ?? "No company selected"}
        </Heading>
        <Text as="p" size="2" color="gray">
          CIN: {p.company?.cin || "—"} · GSTIN: {p.company?.gstin || "—"}
        </Text>
        <Text as="p" size="2" color="gray">
          {p.company?.address}
        </Text>
        <Text as="p" size="2" mt="2">
          Location: {describePlace(p.place)}
        </Text>
      </Card>
      {p.siteNotice}
      <Callout.Root color="blue" variant="surface">
        <Callout.Text>
          Privacy: photos stay on this device until they reach your SiteProof account, and only you can open them. Your location is read only while you capture,
          to geotag the photos.
        </Callout.Text>
      </Callout.Root>

      <section aria-label="Photos">
        <Flex justify="between" align="center" mb="2">
          <Heading as="h2" size="4">
            Photos ({p.photos.length})
          </Heading>
          <Button variant="soft" onClick={p.onDownloadAll}>
            <DownloadIcon aria-hidden="true" /> Download Photos
          </Button>
        </Flex>
        <div className="sp-photo-grid">
          {p.photos.map((photo, i) => (
            <Thumb key={photo.id} photo={photo} progress={p.progress[photo.id]} onOpen={() => p.onOpenPhoto(i)} onDelete={() => p.onDeletePhoto(photo.id)} />
          ))}
        </div>
        {p.photos.some((ph) => p.matches?.[ph.id]?.length) ? (
          <Callout.Root color="orange" role="alert" mt="3">
            <Callout.Text>
              {p.photos
                .filter((ph) => p.matches?.[ph.id]?.length)
                .map((ph) => `${ph.fileName}: ${p.matches![ph.id].join(". ")}.`)
                .join(" ")}
            </Callout.Text>
          </Callout.Root>
        ) : null}
      </section>

      {p.checklist}
      <section aria-label={p.checklist ? "Notes" : "Assessment"}>
        {p.checklist ? null : <AssessmentFields assessment={p.assessment} onAssessment={p.onAssessment} />}
        <Flex direction="column" gap="1" mt="3">
          <Text as="label" htmlFor="inspection-notes" size="2" weight="medium">
            Additional Notes
          </Text>
          <TextArea id="inspection-notes" value={p.notes} onChange={(e) => p.onNotes(e.target.value)} rows={4} maxLength={5000} />
        </Flex>
      </section>

      <Flex gap="2" wrap="wrap" justify="between">
        <Button variant="soft" color="gray" onClick={p.onBack} disabled={p.saving}>
          <ArrowLeftIcon aria-hidden="true" /> Back to Camera
        </Button>
        <Flex gap="2">
          <Button variant="soft" onClick={p.onSaveDraft} disabled={p.saving}>
            Save Draft
          </Button>
          <Button onClick={p.onSave} disabled={p.saving}>
            Save Inspection
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** The seven questions (a personal capture, a case without a checklist). */
function AssessmentFields(p: Pick<Props, "assessment" | "onAssessment">) {
  return (
    <>
      <Heading as="h2" size="4" mb="2">
        Assessment
      </Heading>
      <Grid columns={{ initial: "1", sm: "2" }} gap="3">
        {ASSESSMENT_FIELDS.map((f) => (
          <Flex key={f.key} direction="column" gap="1">
            <Text as="label" htmlFor={`assess-${f.key}`} size="2" weight="medium">
              {f.label}
            </Text>
            <select id={`assess-${f.key}`} className="sp-select" value={p.assessment[f.key] ?? ""} onChange={(e) => p.onAssessment(f.key, e.target.value)}>
              <option value="">Select...</option>
              {f.options.map((o) => (
                <option key={o} value={toStoredValue(o)}>
                  {o}
                </option>
              ))}
            </select>
          </Flex>
        ))}
      </Grid>
    </>
  );
}
