// Keeps the inspection being captured in browser storage (drafts.ts). A new inspection, company, visit or
// case is written at once, so a reload right after picking a company keeps it; the checklist's answers are
// written after typing pauses, and whatever is still waiting when the page is hidden or left is written then.
import { useEffect, useRef } from "react";
import { writeWorking, type WorkingInspection } from "./drafts";

const ANSWERS_PAUSE_MS = 400;

const sameInspection = (a: WorkingInspection, b: WorkingInspection) =>
  a.inspectionId === b.inspectionId && a.company?.id === b.company?.id && a.visitId === b.visitId && (a.caseId ?? null) === (b.caseId ?? null);

export function useKeptWorking(userId: string, working: WorkingInspection | null) {
  const written = useRef<WorkingInspection | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!working) return;
    const write = () => {
      writeWorking(userId, working);
      written.current = working;
      waiting.current = null;
    };
    if (!written.current || !sameInspection(written.current, working)) return write();
    waiting.current = write;
    const timer = setTimeout(write, ANSWERS_PAUSE_MS);
    window.addEventListener("pagehide", write);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", write);
    };
  }, [userId, working]);
  // Leaving the page within the app: the last answers are kept too.
  useEffect(() => () => waiting.current?.(), []);
}
