import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { schema } from "../lib/db.server";
import { requireAdmin } from "../lib/session.server";

// A background job's progress, polled by the admin dashboard's progress bar. The dashboard polls
// explicitly; reloading after every other admin action would add nothing, and offline it would fail
// the whole page.
export const shouldRevalidate = () => false;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const job = await context.db.select().from(schema.jobs).where(eq(schema.jobs.id, params.jobId ?? "")).get();
  if (!job) throw json({ message: "Job not found" }, { status: 404 });
  return json({ job });
}
