import { useEffect, useRef, useState } from "react";
import { QUEUE_CHANNEL, type QueueMessage, type Waiting, waitingOf } from "./photo-store";

/** This user's unsent work on this device, read again whenever a page or the service worker changes the queue. */
export function useWaiting(userId: string, onSent?: () => void): Waiting | null {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const sentRef = useRef(onSent);
  sentRef.current = onSent;
  useEffect(() => {
    let live = true;
    const read = () =>
      waitingOf(userId).then(
        (w) => live && setWaiting(w),
        () => undefined,
      );
    void read();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(QUEUE_CHANNEL);
    if (channel) {
      channel.onmessage = (e: MessageEvent<QueueMessage>) => {
        void read();
        if (e.data?.type === "sent") sentRef.current?.();
      };
    }
    return () => {
      live = false;
      channel?.close();
    };
  }, [userId]);
  return waiting;
}
