// The checklist's pages of an inspection's PDF report: the red flags first, then every section's answers,
// each photo question's photos drawn under it. The same words as the review screen (answerView).
import type { AnswerRow, AnswerView } from "../checklists/answer-view";
import { COLOR, CONTENT, MARGIN, PAGE, type ReportImage, type Writer } from "./pdf";
import { plainReportText } from "./report-text";

export interface ReportChecklist {
  title: string;
  version: number;
  view: AnswerView;
  /** The photo questions' photos, loaded; one missing is drawn as a box that says so. */
  images: Record<string, ReportImage>;
}

const PHOTO = { width: 80, maxHeight: 60 };

function room(w: Writer, mm: number) {
  if (w.y + mm > PAGE.height - MARGIN - 6) w.newPage();
}

function photo(w: Writer, image: ReportImage | undefined, caption: string) {
  if (image?.kind === "jpeg") {
    const scale = Math.min(PHOTO.width / image.width, PHOTO.maxHeight / image.height);
    const [width, height] = [image.width * scale, image.height * scale];
    room(w, height + 8);
    w.doc.addImage(image.data, "JPEG", MARGIN + 4, w.y, width, height, undefined, "FAST");
    w.y += height + 1;
  } else {
    room(w, 20);
    w.doc.setDrawColor(180, 180, 180);
    w.doc.rect(MARGIN + 4, w.y, PHOTO.width, 12);
    w.doc.setFontSize(9);
    w.doc.setTextColor(...COLOR.bad);
    w.doc.text("Photo not available", MARGIN + 8, w.y + 7);
    w.y += 13;
  }
  w.text(caption, { size: 8, color: COLOR.muted, gap: 3 });
}

function answer(w: Writer, row: AnswerRow, images: ReportChecklist["images"]) {
  room(w, 12);
  w.text(plainReportText(row.label), { size: 10, bold: true, gap: 0.5 });
  const text = plainReportText(row.text);
  w.text(row.redFlag ? `RED FLAG: ${text}` : text, { size: 10, color: row.redFlag ? COLOR.bad : row.answered ? COLOR.text : COLOR.muted, gap: 2.5 });
  row.photoIds.forEach((id, n) => photo(w, images[id], `${plainReportText(row.label)}, photo ${n + 1}`));
}

export function checklistPages(w: Writer, c: ReportChecklist) {
  w.newPage();
  w.text(`Checklist: ${plainReportText(c.title)}`, { size: 18, bold: true, gap: 1 });
  w.text(`Version ${c.version}, sealed with the photos`, { size: 9, color: COLOR.muted, gap: 5 });
  if (c.view.redFlags.length) {
    w.doc.setFillColor(253, 236, 236);
    const height = 8 + c.view.redFlags.length * 5;
    w.doc.rect(MARGIN, w.y - 2, CONTENT, height, "F");
    w.text(`Red flags (${c.view.redFlags.length})`, { size: 12, bold: true, color: COLOR.bad, gap: 1 });
    for (const r of c.view.redFlags) w.text(`${plainReportText(r.label)}: ${plainReportText(r.text)}`, { size: 10, color: COLOR.bad, gap: 0.5 });
    w.y += 5;
  }
  for (const s of c.view.sections) {
    room(w, 20);
    w.rule();
    w.text(plainReportText(s.title), { size: 14, bold: true, gap: 3 });
    for (const row of s.rows) answer(w, row, c.images);
  }
}
