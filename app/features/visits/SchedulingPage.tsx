import { useFetcher, useRevalidator } from "@remix-run/react";
import { AlertDialog, Badge, Button, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { CalendarIcon, PlusIcon, ReloadIcon } from "@radix-ui/react-icons";
import { Suspense, useMemo, useState, lazy } from "react";
import { displayDate } from "./calendar";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { PageHeader } from "../../ui/PageHeader";
import { MonthCalendar } from "./MonthCalendar";
import type { VisitView } from "./types";
import { VisitCard } from "./VisitCard";
import { useOnceTrue } from "../../ui/useOnceTrue";
import { ConfirmRow } from "../../ui/DialogActions";

// The visit form loads when first opened.
const VisitFormDialog = lazy(() => import("./VisitFormDialog").then((m) => ({ default: m.VisitFormDialog })));

export function SchedulingPage({ visits, today, now }: { visits: VisitView[]; today: string; now: string }) {
  const revalidator = useRevalidator();
  const [showCalendar, setShowCalendar] = useState(true);
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [editing, setEditing] = useState<VisitView | "new" | null>(null);
  const formUsed = useOnceTrue(editing !== null);
  const [cancelling, setCancelling] = useState<VisitView | null>(null);
  const act = useFetcher<{ ok: boolean; message: string }>();

  useFetcherResult(act, (r) => {
    setCancelling(null);
    notifyResult(r);
  });

  const busyDays = useMemo(() => new Set(visits.map((v) => v.scheduledDate)), [visits]);
  const shown = showCalendar ? visits.filter((v) => v.scheduledDate === selected) : visits;
  const nowDate = new Date(now);

  return (
    <>
      <PageHeader title="Scheduling" subtitle="Plan your site visits" />
      <Flex gap="2" mb="4" wrap="wrap">
        <Button variant="soft" onClick={() => setShowCalendar((s) => !s)}>
          <CalendarIcon aria-hidden="true" /> {showCalendar ? "Hide Calendar" : "Show Calendar"}
        </Button>
        <IconButton variant="soft" aria-label="Refresh" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
          <ReloadIcon />
        </IconButton>
      </Flex>
      <div className={showCalendar ? "sp-schedule" : undefined}>
        {showCalendar ? (
          <MonthCalendar
            month={month}
            selected={selected}
            today={today}
            busyDays={busyDays}
            onMonth={setMonth}
            onSelect={(d) => {
              setSelected(d);
              setMonth(d.slice(0, 7));
            }}
          />
        ) : null}
        <section aria-label="Visits">
          <Flex align="center" gap="2" mb="3">
            <Heading as="h2" size="4">
              {showCalendar ? `Visits for ${displayDate(selected)}` : "All Scheduled Visits"}
            </Heading>
            <Badge size="2" aria-label={`${shown.length} visits`}>
              {shown.length}
            </Badge>
          </Flex>
          {shown.length === 0 ? (
            <Text as="p" color="gray" my="6">
              {showCalendar ? "No visits scheduled for this day" : "No visits scheduled"}
            </Text>
          ) : (
            <Flex direction="column" gap="3">
              {shown.map((v) => (
                <VisitCard
                  key={v.id}
                  visit={v}
                  today={today}
                  now={nowDate}
                  showDate={!showCalendar}
                  busy={act.state !== "idle"}
                  onComplete={() => act.submit({ intent: "complete", id: v.id }, { method: "post" })}
                  onEdit={() => setEditing(v)}
                  onCancel={() => setCancelling(v)}
                />
              ))}
            </Flex>
          )}
        </section>
      </div>
      <button type="button" className="sp-fab" aria-label="Schedule New Visit" onClick={() => setEditing("new")}>
        <PlusIcon width={24} height={24} />
      </button>
      <Suspense>
        {formUsed ? (
          <VisitFormDialog
            open={editing !== null}
            visit={editing === "new" || editing === null ? undefined : editing}
            today={today}
            defaultDate={selected >= today ? selected : today}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Suspense>
      <AlertDialog.Root open={cancelling !== null} onOpenChange={(o) => !o && act.state === "idle" && setCancelling(null)}>
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>Cancel Visit</AlertDialog.Title>
          <AlertDialog.Description size="2">
            Cancel the visit to {cancelling?.companyName} on {cancelling ? displayDate(cancelling.scheduledDate) : ""}? Its reminder is removed too.
          </AlertDialog.Description>
          <ConfirmRow
            label="Cancel Visit"
            cancelLabel="Keep Visit"
            busy={act.state !== "idle"}
            onConfirm={() => cancelling && act.submit({ intent: "cancel", id: cancelling.id }, { method: "post" })}
          />
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
