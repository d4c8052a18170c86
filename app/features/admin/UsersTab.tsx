import { Link, useLocation, useRevalidator, useSearchParams } from "@remix-run/react";
import { Badge, Button, Card, Flex, Grid, Table, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { SECTION_FAILURES } from "./admin-messages";
import { SearchForm } from "../../ui/SearchForm";
import { StatCard } from "../../ui/StatCard";
import { notifyResult } from "../../ui/toast";
import { SectionError } from "./SectionError";
import { type AdminUser, type DashboardData, shortDate, userName } from "./types";
import { ActionAnswer } from "./ActionAnswer";
import { useAdminAction } from "./useAdminAction";

/** User Management: look one user up by email, list, search and filter all of them, change plans one by one or in bulk. */
export function UsersTab({ data, onRetry, onSendNotification }: { data: DashboardData; onRetry: () => void; onSendNotification: () => void }) {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [found, setFound] = useState<AdminUser | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { fetcher, send, answer } = useAdminAction(["search", "upgrade", "downgrade"], (d) => {
    if (d.intent === "search") setFound(d.ok ? (d.user ?? null) : null);
    if (d.intent === "bulk-upgrade") setSelected(new Set());
    notifyResult(d);
    if (d.ok && d.intent !== "search") revalidator.revalidate();
  });
  const setQuery = (k: string, v: string) => setParams((p) => ({ ...Object.fromEntries(p), [k]: v, page: "1" }), { replace: true, preventScrollReset: true });
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const s = data.stats;
  const list = data.users;
  // A search posted before the scripts ran came back with the page: its user until the next answer.
  const shown = found ?? (answer?.ok ? (answer.user ?? null) : null);
  const query = new URLSearchParams(params);
  query.delete("tab");
  const { pathname } = useLocation();
  const searchAt = `${pathname}${query.size ? `?${query}` : ""}`;
  // Plain links, so paging works before the scripts arrive.
  const pageLink = (change: Record<string, string>) => `${pathname}?${new URLSearchParams({ ...Object.fromEntries(params), ...change })}`;

  return (
    <Flex direction="column" gap="4" pt="4">
      <fetcher.Form method="post" action={searchAt}>
        <input type="hidden" name="intent" value="search" />
        <Flex gap="2" wrap="wrap">
          <TextField.Root
            name="email"
            defaultValue={answer?.values?.email}
            type="search"
            placeholder="email, name, or organization"
            aria-label="Search user by email"
            style={{ flex: "1 1 260px" }}
          />
          <Button type="submit">Search</Button>
        </Flex>
        <ActionAnswer answer={answer} />
      </fetcher.Form>
      {shown ? (
        <Card aria-label="User details">
          <Flex justify="between" wrap="wrap" gap="2">
            <div>
              <Text weight="bold">{userName(shown)}</Text>
              <Text as="p" size="2">
                {shown.email}
              </Text>
              <Text as="p" size="2" color="gray">
                {shown.organization ?? "No organization"} · {shown.phoneNumber ?? "No phone"} · joined {shortDate(shown.createdAt)}
              </Text>
            </div>
            <Badge color={shown.accountType === "premium" ? "amber" : "gray"} highContrast>
              {shown.accountType.toUpperCase()}
            </Badge>
          </Flex>
          <Flex gap="2" mt="3" wrap="wrap">
            <fetcher.Form method="post" action={searchAt}>
              <PlanFields intent="upgrade" id={shown.id} />
              <Button size="1" type="submit" disabled={shown.accountType === "premium"}>
                Upgrade to Premium
              </Button>
            </fetcher.Form>
            <fetcher.Form method="post" action={searchAt}>
              <PlanFields intent="downgrade" id={shown.id} />
              <Button size="1" type="submit" variant="soft" disabled={shown.accountType === "free"}>
                Downgrade to Free
              </Button>
            </fetcher.Form>
            <Button size="1" variant="soft" asChild>
              <Link to={userPage(shown)}>Edit Profile</Link>
            </Button>
            <Button size="1" variant="soft" color="red" asChild>
              <Link to={userPage(shown)}>{shown.isActive ? "Deactivate User" : "Reactivate User"}</Link>
            </Button>
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
        <Button variant="soft" asChild>
          <Link to={pageLink({ accountType: "all", page: "1" })} replace preventScrollReset>
            Load All Users
          </Link>
        </Button>
        <Button variant="soft" asChild>
          <a href="/app/admin/users-export" download>
            Export User Data
          </a>
        </Button>
        <Button variant="soft" disabled={selected.size === 0} onClick={() => send({ intent: "bulk-upgrade", ids: [...selected] })}>
          Bulk Upgrade ({selected.size})
        </Button>
        <Button variant="soft" onClick={onSendNotification}>
          Send Notification
        </Button>
      </Flex>
      <Flex gap="2" wrap="wrap" align="end">
        <SearchForm
          label="Search the user list"
          placeholder="Filter by email, name, or organization"
          value={data.query.q}
          keep={{
            tab: params.get("tab"),
            accountType: data.query.accountType !== "all" ? data.query.accountType : null,
            sortBy: data.query.sortBy !== "createdAt" ? data.query.sortBy : null,
          }}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="account-filter" size="2">
            Account type
          </Text>
          <select id="account-filter" className="sp-select" value={data.query.accountType} onChange={(e) => setQuery("accountType", e.target.value)}>
            <option value="all">All</option>
            <option value="free">Free</option>
            <option value="premium">Premium</option>
          </select>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="sort-users" size="2">
            Sort by
          </Text>
          <select id="sort-users" className="sp-select" value={data.query.sortBy} onChange={(e) => setQuery("sortBy", e.target.value)}>
            <option value="createdAt">Join Date</option>
            <option value="email">Email</option>
            <option value="firstName">First Name</option>
            <option value="lastName">Last Name</option>
          </select>
        </Flex>
        <Button variant="soft" onClick={() => revalidator.revalidate()}>
          Refresh
        </Button>
      </Flex>
      {list ? (
        <>
          <Text size="2" color="gray" role="status">
            Loaded {list.users.length} users ({list.total} total)
          </Text>
          <Table.Root variant="surface" aria-label="All Users" className="sp-users-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>
                  <span className="sp-visually-hidden">Select</span>
                </Table.ColumnHeaderCell>
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
                    <input type="checkbox" aria-label={`Select ${u.email}`} checked={selected.has(u.id)} onChange={(e) => toggle(u.id, e.target.checked)} />
                  </Table.Cell>
                  <Table.Cell className="sp-users-name">
                    {userName(u)}
                    <Text as="p" size="1" color="gray">
                      …{u.id.slice(-8)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell className="sp-users-email" data-label="Email">
                    {u.email}
                  </Table.Cell>
                  <Table.Cell data-label="Account Type">
                    <Badge color={u.accountType === "premium" ? "amber" : "gray"} highContrast>
                      {u.accountType}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-label="Organization">{u.organization ?? "—"}</Table.Cell>
                  <Table.Cell className="sp-users-nowrap" data-label="Joined">
                    {shortDate(u.createdAt)}
                  </Table.Cell>
                  <Table.Cell data-label="Status">
                    <Badge color={u.isActive ? "green" : "red"} highContrast>
                      {u.isActive ? "Active" : "Inactive"}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell className="sp-users-actions">
                    <Flex gap="1">
                      <fetcher.Form method="post" action={searchAt}>
                        {u.accountType === "premium" ? (
                          <>
                            <PlanFields intent="downgrade" id={u.id} />
                            <Button size="1" type="submit" variant="soft" aria-label={`Downgrade ${u.email}`}>
                              Downgrade
                            </Button>
                          </>
                        ) : (
                          <>
                            <PlanFields intent="upgrade" id={u.id} />
                            <Button size="1" type="submit" aria-label={`Upgrade ${u.email}`}>
                              Upgrade
                            </Button>
                          </>
                        )}
                      </fetcher.Form>
                      <Button size="1" variant="soft" asChild>
                        <Link to={userPage(u)} aria-label={`Details of ${u.email}`}>
                          Details
                        </Link>
                      </Button>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {list.hasMore ? (
            <Button variant="soft" asChild>
              <Link to={pageLink({ page: String(data.query.page + 1) })} replace preventScrollReset>
                Load More Users
              </Link>
            </Button>
          ) : null}
        </>
      ) : (
        <SectionError text={SECTION_FAILURES.users} onRetry={onRetry} />
      )}
    </Flex>
  );
}

/** One user's details page, with the forms that change them. */
const userPage = (u: AdminUser) => `/app/admin/users/${u.id}`;

/** A plan change is a form of its own: it posts before the scripts arrive, and through the tab's fetcher after. */
function PlanFields({ intent, id }: { intent: "upgrade" | "downgrade"; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}
