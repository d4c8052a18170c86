// npm run dev only (DEV_RELOAD="1"): each page asks for the build's id every second and reloads when a
// rebuild changed it. Our own script, because wrangler's --live-reload script carries no nonce and the
// CSP refuses it; this one is served from the app's own origin, which the CSP's script-src 'self' allows.
import * as build from "../../build/server";

export const DEV_BUILD_PATH = "/dev/build";
export const DEV_RELOAD_PATH = "/dev/reload.js";

const RELOAD_SCRIPT = `(async()=>{const id=async()=>(await fetch("${DEV_BUILD_PATH}",{cache:"no-store"})).text();let first;try{first=await id()}catch{return}setInterval(async()=>{try{if(await id()!==first)location.reload()}catch{}},1000)})()`;

export const buildId = () => new Response(build.assets.version, { headers: { "Cache-Control": "no-store" } });

export const reloadScript = () => new Response(RELOAD_SCRIPT, { headers: { "Content-Type": "text/javascript", "Cache-Control": "no-store" } });

export function withDevReload(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return response;
  return new HTMLRewriter()
    .on("body", {
      element(body) {
        body.append(`<script src="${DEV_RELOAD_PATH}"></script>`, { html: true });
      },
    })
    .transform(response);
}
