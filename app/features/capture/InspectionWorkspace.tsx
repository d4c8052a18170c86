// The capture page: the company choice and the resumed inspection live here; the photos step
// (useCapturePhotos), the form, the draft (DraftCard) and the save flow (useSaveInspection) each have their own module.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { Later, lazyNamed } from "../../ui/Later";
import { clearWorking, readDraft, readWorking } from "./drafts";
import { useKeptWorking } from "./useKeptWorking";
import { photosOf } from "../offline/photo-store";
import { companySite } from "../companies/site-form";
import type { Company } from "../../platform/db/schema";
import { siteCheck } from "../companies/on-site";
import { defaultAssessment, type Assessment } from "../../platform/assessment";
import { canGoNext } from "./save-rules";
import { useShellData } from "../../routes/app";
import { useWaiting } from "../offline/useWaiting";
import { notify } from "../../ui/toast";
import { CaptureView } from "./CaptureView";
import { DraftCard } from "./DraftCard";
import { InspectionForm } from "./InspectionForm";
import { PendingBanner } from "./PendingBanner";
import { SessionEndedNotice } from "./SessionEndedNotice";
import { SiteCheckNotice } from "./SiteCheckNotice";
import type { PickedCompany } from "./types";
import { useCamera } from "./useCamera";
import { useCapturePhotos } from "./useCapturePhotos";
import { useGeolocation } from "./useGeolocation";
import { useNow } from "./useNow";
import { useSaveInspection } from "./useSaveInspection";
import { useOnceTrue } from "../../ui/useOnceTrue";
import { whenIdle } from "../../ui/idle";
import { Ahead, useIdleValue } from "../../ui/Ahead";
import { CASE_COMPANY_FIXED, CaseBanner, type CaptureCaseView, type MetPerson, MetFields } from "./CaseCapture";
import { CaseChecklist, TakingFor } from "./CaseChecklist";
import { useCaptureDraft } from "./useCaptureDraft";
import { useChecklistCapture } from "./useChecklistCapture";

// The dialogs load when first opened (the service worker caches them for offline use): Radix's dialog is a tenth of the page's code.
const CompanyPicker = lazyNamed(() => import("./CompanyPicker"), "CompanyPicker");
const PhotoViewer = lazyNamed(() => import("./PhotoViewer"), "PhotoViewer");
const ConfirmSaveDialog = lazyNamed(() => import("./ConfirmSaveDialog"), "ConfirmSaveDialog");

interface Props {
  locationTracking: boolean;
  visitId: string | null;
  visitCompany: PickedCompany | null;
  companiesAvailable: number;
  /** The organization's case this capture is for (My cases' Start): its company is fixed. */
  forCase: CaptureCaseView | null;
}

export function InspectionWorkspace({ locationTracking, visitId, visitCompany, companiesAvailable, forCase }: Props) {
  const revalidator = useRevalidator();
  const camera = useCamera();
  const gps = useGeolocation(locationTracking);
  const now = useNow(1000);
  const userId = useShellData().user.id;
  const [inspectionId, setInspectionId] = useState<string | null>(null);
  const fixedCompany = forCase?.company ?? visitCompany;
  const caseId = forCase?.id ?? null;
  const [company, setCompany] = useState<PickedCompany | null>(fixedCompany);
  const [met, setMet] = useState<MetPerson>({ metName: "", metRole: "" });
  const [step, setStep] = useState<"capture" | "form">("capture");
  const [assessment, setAssessment] = useState<Partial<Assessment>>(defaultAssessment);
  const [notes, setNotes] = useState("");
  const [picking, setPicking] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const pickerUsed = useOnceTrue(picking);
  const viewerUsed = useOnceTrue(viewing !== null);
  const shots = useCapturePhotos({ inspectionId, company, userId, place: gps.place, camera });
  const { photos, setPhotos, setPersisted, sendWaiting } = shots;
  const list = useChecklistCapture(forCase?.checklist ?? null, photos);
  const { restore } = list;
  const drafts = useCaptureDraft({
    inspectionId,
    userId,
    caseId,
    company,
    photos,
    assessment,
    notes,
    place: gps.place,
    checklist: list,
    onLoad: (d) => {
      setCompany(d.company);
      setAssessment(d.assessment);
      setNotes(d.notes);
      setInspectionId(d.inspectionId);
      setPhotos(d.photos);
    },
  });
  const { draft, setDraft } = drafts;

  const waiting = useWaiting(userId, () => {
    notify("A waiting inspection was sent", "success");
    revalidator.revalidate();
  });

  // Resume this user's inspection being captured (photos survive reloads in IndexedDB).
  useEffect(() => {
    const working = readWorking(userId);
    const resumable = working && (!visitId || working.visitId === visitId) && (working.caseId ?? null) === caseId;
    const id = resumable ? working.inspectionId : crypto.randomUUID();
    setInspectionId(id);
    if (working?.inspectionId === id && !fixedCompany) setCompany(working.company);
    // The case's checklist continues on the version it was started with (after a reload, or offline).
    if (resumable && working.checklist && working.checklist.caseId === caseId) restore(working.checklist);
    // Photos kept while offline or signed out are sent as soon as the page is back.
    photosOf(id, userId).then(
      (list) => {
        setPhotos(list);
        whenIdle(() => void sendWaiting(list));
      },
      () => undefined,
    );
    setDraft(readDraft(userId));
    navigator.storage?.persisted?.().then(
      (p) => p && setPersisted(true),
      () => undefined,
    );
  }, [visitId, caseId, fixedCompany, userId, setPhotos, setPersisted, sendWaiting, setDraft, restore]);

  const work = list.work;
  useKeptWorking(
    userId,
    useMemo(
      () => (inspectionId ? { inspectionId, company, visitId, caseId, checklist: work && caseId ? { ...work, caseId } : null } : null),
      [inspectionId, company, visitId, caseId, work],
    ),
  );

  // The picked or remembered company may carry an old site (or none, if remembered before sites existed): ask for the current one.
  const companyId = company?.id;
  // A case's company comes from its organization's directory with its site already: nothing to ask.
  useEffect(() => {
    if (!companyId || caseId) return;
    let current = true;
    fetch(`/app/database/${encodeURIComponent(companyId)}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ company: Pick<Company, "siteLatitude" | "siteLongitude" | "siteSource" | "isGlobal"> }>) : null))
      .then((body) => {
        if (current && body) setCompany((c) => (c && c.id === companyId ? { ...c, site: companySite(body.company), own: !body.company.isGlobal } : c));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [companyId, caseId]);

  const check = useMemo(() => siteCheck(company?.site ?? null, photos), [company?.site, photos]);
  const siteNotice = <SiteCheckNotice check={check} companyName={company?.name ?? ""} pinsSite={company?.own === true} />;

  const save = useSaveInspection({
    inspectionId,
    company,
    visitId,
    forCase: forCase ? { id: forCase.id, orgCode: forCase.orgCode, ...met } : null,
    photos,
    assessment,
    notes,
    checklist: list,
    place: gps.place,
    userId,
    companiesAvailable,
    upload: shots.upload,
    onSessionEnded: shots.endSession,
    onSaved: () => {
      clearWorking(userId);
      if (draft?.inspectionId === inspectionId) drafts.clear();
      setInspectionId(crypto.randomUUID());
      setCompany(null);
      shots.reset();
      setAssessment(defaultAssessment());
      setNotes("");
      setMet({ metName: "", metRole: "" });
      list.reset();
      setStep("capture");
    },
  });
  const confirmUsed = useOnceTrue(save.confirming);

  // The form is built ahead once the capture is idle (the person is aiming the camera), and laid out unseen: Next
  // then shows a form already drawn, where a slow phone took half a second to build a long checklist's first step.
  // Its site notice is drawn when it is shown: an alert drawn then is announced, one kept unseen would not be.
  const formShown = step === "form";
  const formAhead = useIdleValue(true, step === "capture") === true;
  const draftCard = draft && step === "form" ? <DraftCard draft={draft} onLoad={drafts.load} onRegenerate={drafts.save} onClear={drafts.clear} /> : null;

  return (
    <>
      {shots.sessionEnded ? <SessionEndedNotice onLeave={step === "form" ? drafts.save : undefined} /> : null}
      <PendingBanner waiting={waiting} />
      {forCase ? <CaseBanner reference={forCase.reference} companyName={forCase.company?.name ?? null} revisitRemark={forCase.revisitRemark} /> : null}
      {step === "capture" && list.takingFor ? <TakingFor label={list.takingFor} /> : null}
      {step === "capture" ? (
        <CaptureView
          ready={inspectionId !== null}
          company={company}
          onPickCompany={() => (forCase ? notify(CASE_COMPANY_FIXED) : setPicking(true))}
          videoRef={camera.attachVideo}
          cameraState={camera.state}
          cameraError={camera.error}
          onStart={() => camera.start()}
          onStop={camera.stop}
          onRetry={() => camera.start()}
          flash={camera.flash}
          onFlash={camera.cycleFlash}
          cameraCount={camera.cameras.length}
          onSwitch={camera.switchCamera}
          now={now}
          gps={gps}
          photoCount={photos.length}
          capturing={shots.capturing}
          onShutter={shots.shutter}
          onFiles={shots.addFiles}
          onNext={() => {
            const problem = canGoNext(company?.id ?? null, photos.length);
            if (problem) return notify(problem);
            list.doneTaking();
            setStep("form");
          }}
          onCopied={(text) => notify(`Coordinates copied: ${text}`, "success")}
          siteNotice={siteNotice}
          storageWarning={shots.storageWarning}
          storageKept={shots.storageKept}
        />
      ) : null}
      {formShown || formAhead ? (
        <Ahead ahead={!formShown}>
          {forCase ? <MetFields value={met} onChange={setMet} /> : null}
          <InspectionForm
            company={company}
            place={gps.place}
            photos={photos}
            progress={shots.progress}
            matches={shots.matches}
            assessment={assessment}
            onAssessment={(key, value) => setAssessment((a) => ({ ...a, [key]: value }))}
            notes={notes}
            onNotes={setNotes}
            onOpenPhoto={setViewing}
            onDeletePhoto={(id) => {
              void shots.removePhoto(id);
              list.untag(id);
            }}
            onDownloadAll={shots.downloadAll}
            onBack={() => setStep("capture")}
            onSaveDraft={drafts.save}
            onSave={save.startSave}
            saving={save.saving}
            draftCard={draftCard}
            siteNotice={formShown ? siteNotice : null}
            checklist={
              list.questions && list.work ? (
                <CaseChecklist
                  state={list.questions}
                  title={list.work.title}
                  version={list.work.version}
                  onScreen={formShown}
                  onTakePhoto={(questionId) => {
                    list.takePhotoFor(questionId);
                    setStep("capture");
                  }}
                />
              ) : undefined
            }
          />
        </Ahead>
      ) : null}
      <Later when={pickerUsed}>
        <CompanyPicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(c) => {
            setCompany(c);
            setPicking(false);
          }}
        />
      </Later>
      <Later when={viewerUsed}>
        <PhotoViewer photos={photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      </Later>
      <Later when={confirmUsed}>
        <ConfirmSaveDialog
          open={save.confirming}
          saving={save.saving}
          companyName={company?.name ?? ""}
          photoCount={photos.length}
          assessment={assessment}
          answered={list.work ? { title: list.work.title, count: Object.keys(list.body()?.answers ?? {}).length } : undefined}
          notes={notes}
          progressText={save.saveProgress}
          siteNotice={siteNotice}
          onCancel={save.cancel}
          onConfirm={save.confirmSave}
        />
      </Later>
    </>
  );
}
