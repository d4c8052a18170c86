// Spec 1 §8 (camera and location errors) and §9 (camera and location constants), as pure rules.
import type { FlashMode } from "../offline/photo-store";

export const CAMERA_CONSTRAINTS = {
  idealWidth: 1280,
  idealHeight: 720,
  facingMode: "environment",
  initTimeoutMs: 10_000,
  videoWaitTries: 20,
  videoWaitMs: 50,
  jpegQuality: 0.95,
} as const;

export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000, maximumAge: 60_000 };

export const CAMERA_MESSAGES = {
  unsupported: "Camera not supported by this browser.",
  permissionRequired: "Camera permission is required to capture photos.",
  videoUnavailable: "Video element not available. Please try again.",
  noDevices: "No camera devices available",
  timeout: "Camera initialization timeout",
  noOtherCamera: "No other cameras available",
  notInitialized: "Camera not initialized",
  locationUnsupported: "Geolocation not supported",
  locationUpdateFailed: "Failed to update location",
} as const;

/** "Failed to start camera." followed by the reason for the browser's error name. */
export function cameraStartError(error: unknown): string {
  const name = error instanceof Error || (typeof error === "object" && error !== null && "name" in error) ? String((error as { name: string }).name) : "";
  const reason =
    name === "NotAllowedError" || name === "PermissionDeniedError" || name === "SecurityError"
      ? "Please allow camera access and try again."
      : name === "NotFoundError" || name === "DevicesNotFoundError"
        ? "No camera found on this device."
        : name === "NotReadableError" || name === "TrackStartError"
          ? "Camera is already in use by another application."
          : name === "OverconstrainedError" || name === "ConstraintNotSatisfiedError"
            ? "Camera constraints not supported. Try a different device."
            : "Unknown error occurred.";
  return `Failed to start camera. ${reason}`;
}

export const locationError = (message: string) => `Location error: ${message}`;
export const withDetail = (prefix: string, error: unknown) => `${prefix}: ${error instanceof Error ? error.message : String(error)}`;

/** Spec 1 §4: off, auto, on, then off again. */
export function nextFlashMode(mode: FlashMode): FlashMode {
  return mode === "off" ? "auto" : mode === "auto" ? "on" : "off";
}
