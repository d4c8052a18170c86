import { Link, useActionData, useRevalidator } from "@remix-run/react";
import { Badge, Button, Callout, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { CalendarIcon, PlusIcon, ReloadIcon } from "@radix-ui/react-icons";
import { useMemo, useState } from "react";
import { displayDate } from "./calendar";
import { PageHeader } from "../../ui/PageHeader";
import { MonthCalendar } from "./MonthCalendar";
import type { VisitView } from "./types";
import { VisitCard } from "./VisitCard";
import { CasesDue } from "../cases/CasesDue";
import type { CaseDue } from "../cases/my-cases.server";

interface Props {
  visits: VisitView[];
  /** My open cases of my organizations, with their due times. */
  cases: CaseDue[];
  timeZone: string;
  today: string;
  /** The day the address asks for (`?date=`), today otherwise. */
  selected: string;
  now: string;
  /** The form route open over the visits (new, <id>/edit, <id>/cancel). */
  children?: React.ReactNode;
}

export function SchedulingPage({ visits, cases, timeZone, today, selected: asked, now, children }: Props) {
  const revalidator = useRevalidator();
  const [showCalendar, setShowCalendar] = useState(true);
  // Each day is a link (`?date=`), so a day's visits show without scripts; once hydrated a tap shows them at once.
  const [selected, setSelected] = useState(asked);
  const [month, setMonth] = useState(asked.slice(0, 7));
  // Only a form posted to this page before the scripts ran (Mark Complete, Cancel Visit) answers here; with them it is a toast.
  const answer = useActionData<{ ok: boolean; message: string }>();

  const busyDays = useMemo(() => new Set([...visits.map((v) => v.scheduledDate), ...cases.map((c) => c.dueDate)]), [visits, cases]);
  const shown = showCalendar ? visits.filter((v) => v.scheduledDate === selected) : visits;
  const nowDate = new Date(now);

  return (
    <>
      <PageHeader title="Scheduling" subtitle="Plan your site visits" />
      {answer?.message ? (
        <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} mb="4" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {children}
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
                <VisitCard key={v.id} visit={v} today={today} now={nowDate} showDate={!showCalendar} />
              ))}
            </Flex>
          )}
          <CasesDue cases={showCalendar ? cases.filter((c) => c.dueDate === selected) : cases} timeZone={timeZone} now={nowDate} />
        </section>
      </div>
      <Link to={`/app/scheduling/new?date=${selected}`} className="sp-fab" aria-label="Schedule New Visit" preventScrollReset>
        <PlusIcon width={24} height={24} />
      </Link>
    </>
  );
}
