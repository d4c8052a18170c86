import { describe, expect, it } from "vitest";
import { CAMERA_MESSAGES, cameraStartError, nextFlashMode } from "../../../app/features/capture/camera-rules";

// A monospace stand-in for canvas measureText: every character is 10 px wide.

describe("flash and camera errors", () => {
  it("cycles off, auto, on, off", () => {
    expect(nextFlashMode("off")).toBe("auto");
    expect(nextFlashMode("auto")).toBe("on");
    expect(nextFlashMode("on")).toBe("off");
  });

  it.each([
    ["NotAllowedError", "Failed to start camera. Please allow camera access and try again."],
    ["NotFoundError", "Failed to start camera. No camera found on this device."],
    ["NotReadableError", "Failed to start camera. Camera is already in use by another application."],
    ["OverconstrainedError", "Failed to start camera. Camera constraints not supported. Try a different device."],
    ["AbortError", "Failed to start camera. Unknown error occurred."],
  ])("%s -> %s", (name, message) => {
    expect(cameraStartError(Object.assign(new Error("x"), { name }))).toBe(message);
    expect(cameraStartError({ name })).toBe(message);
  });

  it("keeps the spec's other camera messages word for word", () => {
    expect(CAMERA_MESSAGES.unsupported).toBe("Camera not supported by this browser.");
    expect(CAMERA_MESSAGES.timeout).toBe("Camera initialization timeout");
  });
});
