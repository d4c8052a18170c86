// A bare Remix resource route: liveness for uptime checks, and the baseline in bench/http.mjs.
export const loader = () => new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
