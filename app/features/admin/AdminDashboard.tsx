import type { SerializeFrom } from "@remix-run/cloudflare";
import { useFetcher, useRevalidator, useSearchParams } from "@remix-run/react";
import { Badge, Button, Callout, Card, Dialog, Flex, Grid, Heading, Progress, Table, Tabs, Text, TextArea, TextField } from "@radix-ui/themes";
import { CrossCircledIcon } from "@radix-ui/react-icons";
import { useCallback, useEffect, useState } from "react";
import type { adminDashboardData } from "./admin-actions.server";
import { ANALYTICS_FAILED, BROADCAST_FAILED, SECTION_FAILURES, UPLOAD_FORMAT_ERROR } from "./admin-messages";
import { Notice, type NoticeMessage } from "../../ui/Notice";
import { StatCard } from "../../ui/StatCard";
import { useJob } from "./useJob";

type Data = SerializeFrom<Awaited<ReturnType<typeof adminDashboardData>>>;
type AdminUser = NonNullable<Data["users"]>["users"][number];
type Analytics = { userGrowth: { month: string; users: number }[]; inspectionTrends: { month: string; inspections: number }[]; topCompanies: { name: string; inspections: number }[] };
type Result = { intent: string; ok: boolean; message: string; user?: AdminUser; job?: { id: string } };

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-GB") : "—");
const name = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** A part of the dashboard that could not load: its red message, and a way to try again. */
function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon><CrossCircledIcon /></Callout.Icon>
      <Flex align="center" gap="3" wrap="wrap">
        <Callout.Text>{text}</Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={onRetry}>Try again</Button>
      </Flex>
    </Callout.Root>
  );
}

export function AdminDashboard({ data }: { data: Data }) {
  const act = useFetcher<Result>();
  const revalidator = useRevalidator();
  const [, setParams] = useSearchParams();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [details, setDetails] = useState<AdminUser | null>(null);
  const [found, setFound] = useState<AdminUser | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploadJob, setUploadJob] = useState<string | null>(null);
  const [broadcastJob, setBroadcastJob] = useState<string | null>(null);
  const [broadcast, setBroadcast] = useState({ title: "", message: "", target: "all" });
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [analyticsError, setAnalyticsError] = useState<string | null>(null);
  const [analyticsLoading, setAnalyticsLoading] = useState(false);
  const [tab, setTab] = useState("users");
  const upload = useJob(uploadJob);
  const sent = useJob(broadcastJob);
  const closeNotice = useCallback(() => setNotice(null), []);
  const send = (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
    act.submit(form, { method: "post" });
  };

  useEffect(() => {
    const d = act.data;
    if (act.state !== "idle" || !d) return;
    if (d.intent === "search") setFound(d.ok ? d.user ?? null : null);
    if (d.intent === "upload" && d.ok && d.job) setUploadJob(d.job.id);
    if (d.intent === "broadcast" && d.ok && d.job) setBroadcastJob(d.job.id);
    if (d.intent === "bulk-upgrade") setSelected(new Set());
    if (!(d.intent === "upload" || d.intent === "broadcast") || !d.ok) setNotice({ text: d.message, tone: d.ok ? "success" : "error", key: Date.now() });
    if (d.ok && d.intent !== "search") {
      setDetails(null);
      revalidator.revalidate();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [act.state, act.data]);

  useEffect(() => {
    if (sent?.status === "done") {
      setNotice({ text: sent.message ?? "", tone: "success", key: Date.now() });
      setBroadcast({ title: "", message: "", target: "all" });
      revalidator.revalidate();
    }
    if (sent?.status === "failed") setNotice({ text: sent.message ?? BROADCAST_FAILED, tone: "error", key: Date.now() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent?.status]);

  useEffect(() => {
    if (upload?.status === "failed") setNotice({ text: upload.message ?? UPLOAD_FORMAT_ERROR, tone: "error", key: Date.now() });
    if (upload?.status === "done") revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upload?.status]);

  const loadAnalytics = async () => {
    setAnalyticsLoading(true);
    setAnalyticsError(null);
    try {
      const res = await fetch("/app/admin/analytics", { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setAnalytics(await res.json<Analytics>());
    } catch {
      setAnalyticsError(ANALYTICS_FAILED);
    } finally {
      setAnalyticsLoading(false);
    }
  };
  const retry = () => revalidator.revalidate();

  const setQuery = (k: string, v: string) => setParams((p) => ({ ...Object.fromEntries(p), [k]: v, page: "1" }), { replace: true, preventScrollReset: true });
  const s = data.stats;
  const list = data.users;
  const percent = upload && upload.total > 0 ? Math.round((upload.processed / upload.total) * 100) : upload?.status === "done" ? 100 : 0;

  return (
    <>
      {s ? (
        <Grid columns={{ initial: "2", md: "4" }} gap="3" mb="4">
          <StatCard label="Total Users" value={s.totalUsers} size="6" />
          <StatCard label="Premium Users" value={s.premiumUsers} size="6" />
          <StatCard label="Total Inspections" value={s.totalInspections} size="6" />
          <StatCard label="Total Companies" value={s.totalCompanies} size="6" />
        </Grid>
      ) : (
        <Flex direction="column" mb="4"><SectionError text={SECTION_FAILURES.stats} onRetry={retry} /></Flex>
      )}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List>
          <Tabs.Trigger value="users">User Management</Tabs.Trigger>
          <Tabs.Trigger value="upload">Bulk Upload</Tabs.Trigger>
          <Tabs.Trigger value="notify">Notifications</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="users">
          <Flex direction="column" gap="4" pt="4">
            <form onSubmit={(e) => { e.preventDefault(); send({ intent: "search", email: String(new FormData(e.currentTarget).get("email") ?? "") }); }}>
              <Flex gap="2" wrap="wrap">
                <TextField.Root name="email" type="search" placeholder="email, name, or organization" aria-label="Search user by email" style={{ flex: "1 1 260px" }} />
                <Button type="submit">Search</Button>
              </Flex>
            </form>
            {found ? (
              <Card aria-label="User details">
                <Flex justify="between" wrap="wrap" gap="2">
                  <div>
                    <Text weight="bold">{name(found)}</Text>
                    <Text as="p" size="2">{found.email}</Text>
                    <Text as="p" size="2" color="gray">
                      {found.organization ?? "No organization"} · {found.phoneNumber ?? "No phone"} · joined {day(found.createdAt)}
                    </Text>
                  </div>
                  <Badge color={found.accountType === "premium" ? "amber" : "gray"}>{found.accountType.toUpperCase()}</Badge>
                </Flex>
                <Flex gap="2" mt="3" wrap="wrap">
                  <Button size="1" disabled={found.accountType === "premium"} onClick={() => send({ intent: "upgrade", id: found.id })}>Upgrade to Premium</Button>
                  <Button size="1" variant="soft" disabled={found.accountType === "free"} onClick={() => send({ intent: "downgrade", id: found.id })}>Downgrade to Free</Button>
                  <Button size="1" variant="soft" onClick={() => setDetails(found)}>Edit Profile</Button>
                  <Button size="1" variant="soft" color="red" onClick={() => setDetails(found)}>{found.isActive ? "Deactivate User" : "Reactivate User"}</Button>
                </Flex>
              </Card>
            ) : null}
            {s ? (
              <Grid columns={{ initial: "2", md: "4" }} gap="3">
                <StatCard label="Total" value={s.totalUsers} size="6" />
                <StatCard label="Premium" value={s.premiumUsers} size="6" />
                <StatCard label="Free" value={s.freeUsers} size="6" />
                <StatCard label="New This Month" value={s.recentUsers} size="6" />
              </Grid>
            ) : null}
            <Flex gap="2" wrap="wrap" aria-label="Quick actions" role="group">
              <Button variant="soft" onClick={() => setQuery("accountType", "all")}>Load All Users</Button>
              <Button variant="soft" asChild>
                <a href="/app/admin/users-export" download>Export User Data</a>
              </Button>
              <Button variant="soft" disabled={selected.size === 0} onClick={() => send({ intent: "bulk-upgrade", ids: [...selected] })}>
                Bulk Upgrade ({selected.size})
              </Button>
              <Button variant="soft" onClick={() => setTab("notify")}>Send Notification</Button>
            </Flex>
            <Flex gap="2" wrap="wrap" align="end">
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="account-filter" size="2">Account type</Text>
                <select id="account-filter" className="sp-select" value={data.query.accountType} onChange={(e) => setQuery("accountType", e.target.value)}>
                  <option value="all">All</option>
                  <option value="free">Free</option>
                  <option value="premium">Premium</option>
                </select>
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="sort-users" size="2">Sort by</Text>
                <select id="sort-users" className="sp-select" value={data.query.sortBy} onChange={(e) => setQuery("sortBy", e.target.value)}>
                  <option value="createdAt">Join Date</option>
                  <option value="email">Email</option>
                  <option value="firstName">First Name</option>
                  <option value="lastName">Last Name</option>
                </select>
              </Flex>
              <Button variant="soft" onClick={() => revalidator.revalidate()}>Refresh</Button>
            </Flex>
            {list ? (
              <>
                <Text size="2" color="gray" role="status">
                  Loaded {list.users.length} users ({list.total} total)
                </Text>
                <Table.Root variant="surface" aria-label="All Users" className="sp-users-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell><span className="sp-visually-hidden">Select</span></Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>User</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Account Type</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Organization</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Joined</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.users.map((u) => (
                      <Table.Row key={u.id}>
                        <Table.Cell className="sp-users-select">
                          <input type="checkbox" aria-label={`Select ${u.email}`} checked={selected.has(u.id)} onChange={(e) => setSelected((s) => { const n = new Set(s); if (e.target.checked) n.add(u.id); else n.delete(u.id); return n; })} />
                        </Table.Cell>
                        <Table.Cell className="sp-users-name">
                          {name(u)}
                          <Text as="p" size="1" color="gray">…{u.id.slice(-8)}</Text>
                        </Table.Cell>
                        <Table.Cell className="sp-users-email" data-label="Email">{u.email}</Table.Cell>
                        <Table.Cell data-label="Account Type"><Badge color={u.accountType === "premium" ? "amber" : "gray"}>{u.accountType}</Badge></Table.Cell>
                        <Table.Cell data-label="Organization">{u.organization ?? "—"}</Table.Cell>
                        <Table.Cell className="sp-users-nowrap" data-label="Joined">{day(u.createdAt)}</Table.Cell>
                        <Table.Cell data-label="Status"><Badge color={u.isActive ? "green" : "red"}>{u.isActive ? "Active" : "Inactive"}</Badge></Table.Cell>
                        <Table.Cell className="sp-users-actions">
                          <Flex gap="1">
                            {u.accountType === "premium" ? (
                              <Button size="1" variant="soft" onClick={() => send({ intent: "downgrade", id: u.id })} aria-label={`Downgrade ${u.email}`}>Downgrade</Button>
                            ) : (
                              <Button size="1" onClick={() => send({ intent: "upgrade", id: u.id })} aria-label={`Upgrade ${u.email}`}>Upgrade</Button>
                            )}
                            <Button size="1" variant="soft" onClick={() => setDetails(u)} aria-label={`Details of ${u.email}`}>Details</Button>
                          </Flex>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {list.hasMore ? (
                  <Button variant="soft" onClick={() => setParams((p) => ({ ...Object.fromEntries(p), page: String(data.query.page + 1) }), { replace: true, preventScrollReset: true })}>
                    Load More Users
                  </Button>
                ) : null}
              </>
            ) : (
              <SectionError text={SECTION_FAILURES.users} onRetry={retry} />
            )}
          </Flex>
        </Tabs.Content>

        <Tabs.Content value="upload">
          <Card mt="4" className="sp-narrow">
            <Heading as="h2" size="4" mb="2">Upload companies</Heading>
            <Text as="p" size="2" color="gray" mb="3">
              A .csv with a header line and name, CIN, GSTIN and address per row; quoted values may contain commas. Companies join the directory every inspector can pick.
            </Text>
            <form onSubmit={(e) => { e.preventDefault(); const form = new FormData(e.currentTarget); form.set("intent", "upload"); act.submit(form, { method: "post", encType: "multipart/form-data" }); }}>
              <Flex gap="2" align="center" wrap="wrap">
                <label htmlFor="bulk-csv" className="sp-visually-hidden">CSV file</label>
                <input id="bulk-csv" name="file" type="file" accept=".csv" />
                <Button type="submit" disabled={act.state !== "idle"}>Upload Companies</Button>
              </Flex>
            </form>
            {upload ? (
              <Flex direction="column" gap="2" mt="3">
                <Progress value={percent} aria-label="Upload progress" aria-valuenow={percent} />
                {upload.status === "failed" ? (
                  <Callout.Root color="red" role="alert"><Callout.Text>{upload.message}</Callout.Text></Callout.Root>
                ) : (
                  <Text size="2" role="status">{upload.message}</Text>
                )}
                {upload.errors.length ? (
                  <ul className="sp-rejected" aria-label="Rejected rows">
                    {upload.errors.map((e) => <li key={e.row}>Row {e.row}: {e.reason}</li>)}
                    {upload.failed > upload.errors.length ? <li>…and {upload.failed - upload.errors.length} more rejected rows</li> : null}
                  </ul>
                ) : null}
              </Flex>
            ) : null}
          </Card>
        </Tabs.Content>

        <Tabs.Content value="notify">
          <Grid columns={{ initial: "1", md: "2" }} gap="4" pt="4">
            <Card asChild>
              <form onSubmit={(e) => { e.preventDefault(); send({ intent: "broadcast", ...broadcast }); }}>
                <Flex direction="column" gap="3">
                  <Heading as="h2" size="4">Send Notification</Heading>
                  <Text as="label" htmlFor="bc-title" size="2">Title</Text>
                  <TextField.Root id="bc-title" value={broadcast.title} onChange={(e) => setBroadcast((b) => ({ ...b, title: e.target.value }))} />
                  <Text as="label" htmlFor="bc-message" size="2">Message</Text>
                  <TextArea id="bc-message" rows={4} value={broadcast.message} onChange={(e) => setBroadcast((b) => ({ ...b, message: e.target.value }))} />
                  <Text as="label" htmlFor="bc-target" size="2">Target audience</Text>
                  <select id="bc-target" className="sp-select" value={broadcast.target} onChange={(e) => setBroadcast((b) => ({ ...b, target: e.target.value }))}>
                    <option value="all">All users{data.audiences ? ` (${data.audiences.all})` : ""}</option>
                    <option value="free">Free users{data.audiences ? ` (${data.audiences.free})` : ""}</option>
                    <option value="premium">Premium users{data.audiences ? ` (${data.audiences.premium})` : ""}</option>
                  </select>
                  {data.audiences ? null : <SectionError text={SECTION_FAILURES.audiences} onRetry={retry} />}
                  <Button type="submit" disabled={act.state !== "idle" || (sent !== null && sent.status !== "done" && sent.status !== "failed")}>Send Notification</Button>
                  {sent && sent.status === "failed" ? (
                    <Callout.Root color="red" role="alert"><Callout.Text>{sent.message}</Callout.Text></Callout.Root>
                  ) : sent && sent.status !== "done" ? (
                    <Text size="2" role="status">{sent.message}</Text>
                  ) : null}
                </Flex>
              </form>
            </Card>
            <Card aria-label="Preview">
              <Text size="1" color="gray">Preview</Text>
              <Heading as="h3" size="3" mt="2">{broadcast.title || "Title"}</Heading>
              <Text as="p" size="2">{broadcast.message || "Message"}</Text>
            </Card>
          </Grid>
        </Tabs.Content>

        <Tabs.Content value="analytics">
          <Flex direction="column" gap="4" pt="4">
            <Button style={{ alignSelf: "start" }} loading={analyticsLoading} onClick={loadAnalytics}>Load Detailed Analytics</Button>
            {analyticsError ? <SectionError text={analyticsError} onRetry={loadAnalytics} /> : null}
            {analytics ? (
              <Grid columns={{ initial: "1", md: "3" }} gap="3">
                <Card><Heading as="h3" size="3" mb="2">User growth</Heading>{analytics.userGrowth.map((g) => <Text as="p" size="2" key={g.month}>{g.month}: {g.users}</Text>)}</Card>
                <Card><Heading as="h3" size="3" mb="2">Inspection trends</Heading>{analytics.inspectionTrends.map((g) => <Text as="p" size="2" key={g.month}>{g.month}: {g.inspections}</Text>)}</Card>
                <Card><Heading as="h3" size="3" mb="2">Top companies</Heading>{analytics.topCompanies.map((c) => <Text as="p" size="2" key={c.name}>{c.name}: {c.inspections}</Text>)}</Card>
              </Grid>
            ) : null}
            <Card>
              <Heading as="h3" size="3" mb="2">Recent Activity</Heading>
              {data.activity ? (
                <>
                  <ul className="sp-plain-list" aria-label="Recent Activity">
                    {data.activity.items.map((a) => (
                      <li key={`${a.type}-${a.id}`}>
                        <Flex justify="between" gap="2"><Text size="2">{a.title}: {a.description}</Text><Badge color={a.status === "completed" || a.status === "success" ? "green" : "blue"}>{a.status}</Badge></Flex>
                        <Text size="1" color="gray">{new Date(a.timestamp).toLocaleString("en-GB", { hour12: false })}</Text>
                      </li>
                    ))}
                  </ul>
                  <Heading as="h3" size="3" my="2">Admin activity log</Heading>
                  <ul className="sp-plain-list" aria-label="Admin activity log">
                    {data.activity.log.map((l) => (
                      <li key={l.id}><Text size="2">{l.adminEmail}: {l.description}</Text> <Text size="1" color="gray">{new Date(l.createdAt).toLocaleString("en-GB", { hour12: false })}</Text></li>
                    ))}
                  </ul>
                </>
              ) : (
                <SectionError text={SECTION_FAILURES.activity} onRetry={retry} />
              )}
            </Card>
          </Flex>
        </Tabs.Content>
      </Tabs.Root>

      <UserDialog user={details} onClose={() => setDetails(null)} onSend={send} busy={act.state !== "idle"} />
      <Notice key={notice?.key} notice={notice} onClose={closeNotice} />
    </>
  );
}

function UserDialog({ user, onClose, onSend, busy }: { user: AdminUser | null; onClose: () => void; onSend: (f: Record<string, string>) => void; busy: boolean }) {
  const [reason, setReason] = useState("");
  if (!user) return null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{name(user)}</Dialog.Title>
        <Heading as="h3" size="2" mb="1">Contact info</Heading>
        <Text as="p" size="2" mb="2">Email: {user.email}</Text>
        <form onSubmit={(e) => { e.preventDefault(); onSend({ intent: "edit", id: user.id, ...(Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>) }); }}>
          <Grid columns="2" gap="2">
            {(["firstName", "lastName", "organization", "phoneNumber", "address"] as const).map((k) => (
              <Flex key={k} direction="column" gap="1">
                <Text as="label" htmlFor={`admin-${k}`} size="1">{{ firstName: "First Name", lastName: "Last Name", organization: "Organization", phoneNumber: "Phone", address: "Address" }[k]}</Text>
                <TextField.Root id={`admin-${k}`} name={k} defaultValue={user[k] ?? ""} />
              </Flex>
            ))}
          </Grid>
          <Button type="submit" mt="3" size="1" disabled={busy}>Save Profile</Button>
        </form>
        <Heading as="h3" size="2" mt="3" mb="1">Account info</Heading>
        <Text as="p" size="2">User ID: {user.id} · {user.isActive ? "Active" : "Inactive"} · joined {day(user.createdAt)} · updated {day(user.updatedAt)}</Text>
        {!user.isActive ? <Callout.Root color="red" mt="2"><Callout.Text>Deactivated {day(user.deactivatedAt)}: {user.deactivationReason}</Callout.Text></Callout.Root> : null}
        {user.isActive ? (
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" htmlFor="deactivate-reason" size="2">Reason</Text>
            <TextField.Root id="deactivate-reason" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Admin action" />
          </Flex>
        ) : null}
        {user.role === "admin" ? (
          <Text as="p" size="1" color="gray" mt="2">Removing admin access does not last for an address in the server&apos;s ADMIN_EMAILS list: it gets admin access again at its next sign-in.</Text>
        ) : null}
        <Flex gap="2" justify="end" mt="4" wrap="wrap">
          <Dialog.Close><Button variant="soft" color="gray">Close</Button></Dialog.Close>
          {user.accountType === "premium" ? <Button variant="soft" onClick={() => onSend({ intent: "downgrade", id: user.id })}>Downgrade to Free</Button> : <Button onClick={() => onSend({ intent: "upgrade", id: user.id })}>Upgrade to Premium</Button>}
          <Button variant="soft" onClick={() => onSend({ intent: user.role === "admin" ? "revoke-admin" : "grant-admin", id: user.id })}>{user.role === "admin" ? "Remove Admin" : "Make Admin"}</Button>
          {user.isActive ? <Button color="red" onClick={() => onSend({ intent: "deactivate", id: user.id, reason })}>Deactivate</Button> : <Button color="green" onClick={() => onSend({ intent: "reactivate", id: user.id })}>Reactivate</Button>}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
