import { describe, expect, it } from "vitest";
import type { Answer } from "../../../app/features/offline/answer";
import { sendPhotosThenInspection } from "../../../app/features/offline/sender";
import type { StoredPhoto } from "../../../app/features/offline/photo-store";
import type { InspectionPayload } from "../../../app/platform/inspection-payload";

const photo = (id: string, uploaded = false) => ({ id, uploaded }) as StoredPhoto;
const payload = { id: "i1", photoIds: ["a", "b", "c"] } as InspectionPayload;

describe("the one photos-then-inspection loop", () => {
  it("sends only the photos not yet on the server, in order, and stops at the first answer that is not ok", async () => {
    const tried: string[] = [];
    const told: string[] = [];
    const answers: Record<string, Answer> = { a: { kind: "ok", body: {} }, c: { kind: "refused", reason: "Watermark band missing" } };
    const answer = await sendPhotosThenInspection([photo("a"), photo("b", true), photo("c"), photo("d")], payload, {
      send: async (p) => {
        tried.push(p.id);
        return answers[p.id] ?? { kind: "ok", body: {} };
      },
      onPhotoSent: async (p) => void told.push(p.id),
    });
    expect(answer).toEqual({ kind: "refused", reason: "Watermark band missing" });
    expect(tried).toEqual(["a", "c"]);
    expect(told).toEqual(["a"]);
  });

  it("a lost network on a photo is the loop's answer: the inspection is not sent", async () => {
    let sent = 0;
    const answer = await sendPhotosThenInspection([photo("a"), photo("b")], payload, {
      send: async () => (++sent === 2 ? { kind: "retry", retryAt: null } : { kind: "ok", body: {} }),
    });
    expect(answer).toEqual({ kind: "retry", retryAt: null });
    expect(sent).toBe(2);
  });
});
