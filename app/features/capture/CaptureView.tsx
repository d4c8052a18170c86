import { Badge, Button, Callout, Card, Flex, IconButton, Text } from "@radix-ui/themes";
import { CameraIcon, ImageIcon, LightningBoltIcon, SymbolIcon, ArrowRightIcon, StopIcon, PlayIcon } from "@radix-ui/react-icons";
import { useEffect, useRef } from "react";
import type { FlashMode } from "../offline/photo-store";
import { formatCaptureTime } from "../../platform/watermark";
import { GpsChip, LocationPanel } from "./LocationPanel";
import { IdentityNotice } from "./IdentityNotice";
import type { PickedCompany } from "./types";
import type { CameraState } from "./useCamera";
import type { GpsStatus, Place } from "./useGeolocation";

interface Props {
  /** The scripts have run and the workspace has its inspection (and remembered company). */
  ready: boolean;
  company: PickedCompany | null;
  onPickCompany: () => void;
  videoRef: (el: HTMLVideoElement | null) => void;
  cameraState: CameraState;
  cameraError: string | null;
  onStart: () => void;
  onStop: () => void;
  onRetry: () => void;
  flash: FlashMode;
  onFlash: () => void;
  cameraCount: number;
  onSwitch: () => void;
  now: Date | null;
  gps: { place: Place | null; status: GpsStatus; error: string | null; refresh: () => void };
  photoCount: number;
  capturing: boolean;
  onShutter: () => void;
  onFiles: (files: FileList) => void;
  onNext: () => void;
  onCopied: (text: string) => void;
  /** The on-site check of the photos so far. */
  siteNotice: React.ReactNode;
  /** Space left for fewer than ten more photos, with the figures. */
  storageWarning: string | null;
  /** Whether the browser granted persistent storage, once it was asked. */
  storageKept: string | null;
}

export function CaptureView(p: Props) {
  const live = p.cameraState === "live";
  const files = useRef<HTMLInputElement>(null);
  const { ready, onFiles } = p;
  // Files chosen before the scripts ran are taken up as if just chosen, once the workspace is ready.
  useEffect(() => {
    const chosen = files.current?.files;
    if (ready && chosen?.length) onFiles(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when ready: later choices arrive through onChange
  }, [ready]);
  return (
    <Flex direction="column" gap="3">
      <Card size="1">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Flex direction="column" style={{ minWidth: 0 }}>
            <Text size="1" color="gray">
              Company
            </Text>
            <Text weight="bold" truncate>
              {p.company?.name ?? "No company selected"}
            </Text>
          </Flex>
          <Button variant={p.company ? "soft" : "solid"} onClick={p.onPickCompany}>
            {p.company ? "Change Company" : "Select Company"}
          </Button>
        </Flex>
      </Card>
      <IdentityNotice company={p.company} photoCount={p.photoCount} />

      <Flex gap="2" align="center" wrap="wrap">
        <GpsChip status={p.gps.status} />
        <Badge size="2" color="gray" aria-label="Current date and time">
          {p.now ? formatCaptureTime(p.now) : "\u00a0"}
        </Badge>
      </Flex>

      {p.cameraError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            <strong>Camera Error.</strong> {p.cameraError}
          </Callout.Text>
          <Flex gap="2" mt="2">
            <Button size="1" onClick={p.onRetry}>
              Retry
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}

      <div className="sp-viewfinder">
        <video ref={p.videoRef} playsInline muted aria-label="Camera preview" hidden={!live} />
        {!live ? (
          <Flex direction="column" align="center" justify="center" gap="3" className="sp-viewfinder-idle">
            <CameraIcon width={40} height={40} aria-hidden="true" />
            <Text>{!ready ? "The camera can start once the page has loaded." : p.cameraState === "starting" ? "Starting camera..." : "Camera is off"}</Text>
          </Flex>
        ) : null}
        {live ? (
          <Flex className="sp-viewfinder-tools" gap="2">
            <IconButton variant="solid" color="gray" highContrast aria-label={`Flash: ${p.flash}`} onClick={p.onFlash}>
              <LightningBoltIcon />
            </IconButton>
            {p.cameraCount > 1 ? (
              <IconButton variant="solid" color="gray" highContrast aria-label="Switch camera" onClick={p.onSwitch}>
                <SymbolIcon />
              </IconButton>
            ) : null}
          </Flex>
        ) : null}
      </div>

      <Flex gap="2" align="center" justify="between" wrap="wrap">
        {live ? (
          <Button variant="soft" color="gray" onClick={p.onStop}>
            <StopIcon aria-hidden="true" /> Stop Camera
          </Button>
        ) : (
          <Button variant="soft" onClick={p.onStart} disabled={p.cameraState === "starting"}>
            <PlayIcon aria-hidden="true" /> Start Camera
          </Button>
        )}
        <button type="button" className="sp-shutter" onClick={p.onShutter} disabled={!live || p.capturing} aria-label={`Take photo (${p.photoCount} taken)`}>
          <span>{p.photoCount}</span>
        </button>
        <Button onClick={p.onNext}>
          Next <ArrowRightIcon aria-hidden="true" />
        </Button>
      </Flex>
      {p.siteNotice}
      {p.storageWarning ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{p.storageWarning}</Callout.Text>
        </Callout.Root>
      ) : null}
      {p.storageKept ? (
        <Text size="1" color="gray" data-testid="storage-kept">
          {p.storageKept}
        </Text>
      ) : null}
      <label className="sp-file-pick">
        <ImageIcon aria-hidden="true" />
        <span>Add photos from files</span>
        <input ref={files} type="file" accept="image/*" multiple onChange={(e) => e.target.files && p.onFiles(e.target.files)} />
      </label>

      <LocationPanel place={p.gps.place} error={p.gps.error} onRefresh={p.gps.refresh} onCopied={p.onCopied} />
    </Flex>
  );
}
