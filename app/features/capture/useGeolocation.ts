import { useCallback, useEffect, useState } from "react";
import { CAMERA_MESSAGES, LOCATION_OPTIONS, locationError } from "./camera-rules";

export interface Place {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  address: string | null;
  timestamp: string;
}

export type GpsStatus = "locating" | "ok" | "error";
export const LOCATION_OFF = "Location Tracking is off in Profile & Settings: photos are not geotagged.";

/** The device position (spec 1 §9: 5 s timeout, 60 s maximum age, low accuracy) and its address. */
export function useGeolocation(enabled = true) {
  const [place, setPlace] = useState<Place | null>(null);
  const [status, setStatus] = useState<GpsStatus>("locating");
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(
    (manual: boolean) => {
      if (!enabled) {
        setStatus("error");
        setError(LOCATION_OFF);
        return;
      }
      if (!("geolocation" in navigator)) {
        setStatus("error");
        setError(CAMERA_MESSAGES.locationUnsupported);
        return;
      }
      setStatus("locating");
      navigator.geolocation.getCurrentPosition(
        async (pos) => {
          const next: Place = {
            latitude: pos.coords.latitude,
            longitude: pos.coords.longitude,
            accuracy: Number.isFinite(pos.coords.accuracy) ? Math.round(pos.coords.accuracy) : null,
            address: null,
            timestamp: new Date(pos.timestamp).toISOString(),
          };
          setPlace(next);
          setStatus("ok");
          setError(null);
          try {
            const res = await fetch(`/app/geocode?lat=${next.latitude}&lon=${next.longitude}`);
            const body = (await res.json()) as { address?: string };
            if (body.address) setPlace((p) => (p && p.latitude === next.latitude && p.longitude === next.longitude ? { ...p, address: body.address! } : p));
          } catch {
            // Offline: the coordinates stand in for the address (spec 1 §7).
          }
        },
        (err) => {
          setStatus("error");
          // A refresh the user asked for that fails keeps the last position and says so.
          setError(manual ? CAMERA_MESSAGES.locationUpdateFailed : locationError(err.message || "unknown"));
        },
        LOCATION_OPTIONS,
      );
    },
    [enabled],
  );

  const refresh = useCallback(() => locate(true), [locate]);
  useEffect(() => locate(false), [locate]);
  return { place, status, error, refresh };
}
