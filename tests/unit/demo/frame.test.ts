import { describe, expect, it } from "vitest";
import { demoFrame, FRAME_HEIGHT, FRAME_WIDTH } from "../../../app/features/demo/frame";
import { demoPlan } from "../../../app/features/demo/portfolio";
import { inspectImage } from "../../../app/features/capture/photo-image.server";

const NOW = "2026-11-24T08:00:00.000Z";
const plan = demoPlan(NOW);

describe("a demo photo", () => {
  it("is a 1280×720 JPEG whose watermark band the server's upload check finds", () => {
    const p = plan.inspections[0].photos[0];
    const bytes = demoFrame(
      { capturedAt: new Date(p.capturedAt), latitude: p.latitude, longitude: p.longitude, address: p.address, photoId: p.id, fileName: p.fileName },
      p.seed,
    );
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
    const facts = inspectImage(bytes);
    expect({ width: facts.width, height: facts.height, watermarkVerified: facts.watermarkVerified }).toEqual({
      width: FRAME_WIDTH,
      height: FRAME_HEIGHT,
      watermarkVerified: true,
    });
  });
});
