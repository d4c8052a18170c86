import { useCallback, useEffect, useRef, useState } from "react";
import type { FlashMode } from "../offline/photo-store";
import { CAMERA_CONSTRAINTS, CAMERA_MESSAGES, cameraStartError, nextFlashMode, withDetail } from "./camera-rules";

export type CameraState = "ready" | "starting" | "live" | "stopped";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cameraPermission = () =>
  navigator.permissions?.query({ name: "camera" as PermissionName }).then(
    (p) => p.state,
    () => null,
  ) ?? Promise.resolve(null);

/** The camera of spec 1: rear camera preferred at 1280x720, 10 s start timeout, flash as torch where supported. */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>("ready");
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useState<FlashMode>("off");
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [facing, setFacing] = useState<"environment" | "user">("environment");

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((s) => (s === "ready" ? s : "stopped"));
  }, []);

  const start = useCallback(
    async (wantedDevice: string | null = deviceId, switching = false) => {
      setError(null);
      if (!navigator.mediaDevices?.getUserMedia) {
        setError(CAMERA_MESSAGES.unsupported);
        return;
      }
      const devices = await navigator.mediaDevices.enumerateDevices().catch(() => null);
      if (devices && devices.length > 0 && !devices.some((d) => d.kind === "videoinput")) {
        setError(CAMERA_MESSAGES.noDevices);
        return;
      }
      setState("starting");
      streamRef.current?.getTracks().forEach((t) => t.stop());
      try {
        const video: MediaTrackConstraints = {
          width: { ideal: CAMERA_CONSTRAINTS.idealWidth },
          height: { ideal: CAMERA_CONSTRAINTS.idealHeight },
          ...(wantedDevice ? { deviceId: { exact: wantedDevice } } : { facingMode: { ideal: CAMERA_CONSTRAINTS.facingMode } }),
        };
        const stream = await Promise.race([
          navigator.mediaDevices.getUserMedia({ video, audio: false }),
          sleep(CAMERA_CONSTRAINTS.initTimeoutMs).then(() => Promise.reject(new Error(CAMERA_MESSAGES.timeout))),
        ]);
        streamRef.current = stream;
        let tries = 0;
        while (!videoRef.current && tries++ < CAMERA_CONSTRAINTS.videoWaitTries) await sleep(CAMERA_CONSTRAINTS.videoWaitMs);
        if (!videoRef.current) {
          stream.getTracks().forEach((t) => t.stop());
          throw new Error(CAMERA_MESSAGES.videoUnavailable);
        }
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
        const settings = stream.getVideoTracks()[0]?.getSettings();
        setFacing(settings?.facingMode === "user" ? "user" : "environment");
        setDeviceId(settings?.deviceId ?? wantedDevice);
        setCameras((await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === "videoinput"));
        setState("live");
      } catch (e) {
        setState("ready");
        const known = e instanceof Error && Object.values(CAMERA_MESSAGES).includes(e.message as never);
        // A refusal while the site's camera permission is blocked needs the user to change a setting.
        const blocked = (e as { name?: string })?.name === "NotAllowedError" && (await cameraPermission()) === "denied";
        setError(
          switching
            ? withDetail("Failed to switch camera", e)
            : known
              ? (e as Error).message
              : blocked
                ? CAMERA_MESSAGES.permissionRequired
                : cameraStartError(e),
        );
      }
    },
    [deviceId],
  );

  const switchCamera = useCallback(async () => {
    if (cameras.length < 2) {
      setError(CAMERA_MESSAGES.noOtherCamera);
      return;
    }
    const index = cameras.findIndex((c) => c.deviceId === deviceId);
    await start(cameras[(index + 1) % cameras.length].deviceId, true);
  }, [cameras, deviceId, start]);

  const cycleFlash = useCallback(async () => {
    const next = nextFlashMode(flash);
    setFlash(next);
    const track = streamRef.current?.getVideoTracks()[0];
    const caps = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
    // Browsers expose only a torch (on/off); "auto" keeps it off and lets the scene decide.
    if (track && caps?.torch) await track.applyConstraints({ advanced: [{ torch: next === "on" } as MediaTrackConstraintSet] }).catch(() => undefined);
  }, [flash]);

  useEffect(() => stop, [stop]);

  /** Ref for the <video>: a preview shown again (back from the form) gets the running stream back. */
  const attachVideo = useCallback((el: HTMLVideoElement | null) => {
    videoRef.current = el;
    if (el && streamRef.current && el.srcObject !== streamRef.current) {
      el.srcObject = streamRef.current;
      el.play().catch(() => undefined);
    }
  }, []);

  return { videoRef, attachVideo, state, error, setError, flash, cycleFlash, cameras, switchCamera, start, stop, facing };
}
