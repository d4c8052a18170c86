// Local-only pages and endpoints (the mail outbox, the test-scheduled endpoint) answer only the person
// running the app on this machine: the app's own address is local (`npm start`; production's is its
// https domain), and the request went to a loopback host without coming through Cloudflare's edge
// from elsewhere.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function fromThisMachine(env: Env, request: Request): boolean {
  if (!LOOPBACK_HOSTS.has(new URL(env.APP_URL).hostname)) return false;
  const host = new URL(request.url).hostname;
  const client = request.headers.get("CF-Connecting-IP");
  return LOOPBACK_HOSTS.has(host) && (client === null || /^(127\.|::1$|::ffff:127\.)/.test(client));
}
