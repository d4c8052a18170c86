import { useEffect, useState } from "react";
import type { LiveMessage } from "./user-hub";
import { refreshPushIfDue } from "./push";

/** The unread count, kept live over a WebSocket to the user's Durable Object (reconnects with backoff). */
export function useLiveUnread(initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout>;
    let delay = 1000;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/app/live`);
      socket.onopen = () => (delay = 1000);
      socket.onmessage = (event) => {
        if (typeof event.data !== "string" || event.data === "pong") return;
        const message = JSON.parse(event.data) as LiveMessage;
        setCount(message.count);
        if (message.type === "notification") window.dispatchEvent(new CustomEvent("siteproof:notification", { detail: message }));
      };
      socket.onclose = () => {
        if (stopped) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    connect();
    void refreshPushIfDue();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, []);

  return count;
}
