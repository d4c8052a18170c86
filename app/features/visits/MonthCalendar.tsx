import { Link } from "@remix-run/react";
import { IconButton, Flex, Text } from "@radix-ui/themes";
import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { dayHref, monthGrid, monthTitle, shiftMonth } from "./calendar";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A month grid with a dot on days that have visits; weeks start on Sunday. Each day links to its visits (`?date=`). */
export function MonthCalendar(p: {
  month: string;
  selected: string;
  today: string;
  busyDays: Set<string>;
  onMonth: (m: string) => void;
  onSelect: (d: string) => void;
}) {
  return (
    <div className="sp-calendar" aria-label="Calendar">
      <Flex justify="between" align="center" mb="2">
        <IconButton variant="ghost" aria-label="Previous month" onClick={() => p.onMonth(shiftMonth(p.month, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Text weight="bold">{monthTitle(p.month)}</Text>
        <IconButton variant="ghost" aria-label="Next month" onClick={() => p.onMonth(shiftMonth(p.month, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Flex>
      <div role="grid" className="sp-calendar-grid">
        <div role="row" className="sp-calendar-row">
          {WEEKDAYS.map((d) => (
            <div role="columnheader" key={d} className="sp-calendar-head">
              {d}
            </div>
          ))}
        </div>
        {monthGrid(p.month).map((week) => (
          <div role="row" key={week[0]} className="sp-calendar-row">
            {week.map((day) => {
              const label = new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
              const hasVisits = p.busyDays.has(day);
              return (
                <div key={day} role="gridcell" aria-selected={day === p.selected}>
                  <Link
                    to={dayHref(day)}
                    replace
                    preventScrollReset
                    aria-label={`${label}${hasVisits ? ", has visits" : ""}`}
                    className={`sp-day${day.slice(0, 7) !== p.month ? " sp-day-out" : ""}${day === p.today ? " sp-day-today" : ""}`}
                    onClick={() => p.onSelect(day)}
                  >
                    <span>{Number(day.slice(8))}</span>
                    {hasVisits ? <span className="sp-dot" aria-hidden="true" /> : null}
                  </Link>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
