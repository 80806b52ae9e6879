import { ActionIcon, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { dayForKey } from '../../utils/calendar-keys';
import {
  addMonths,
  type CalendarCell,
  formatDate,
  formatMonth,
  type MonthRef,
  monthGrid,
  monthOf,
  weekdayNames,
} from '../../utils/dates';
import classes from './month-calendar.module.css';

const WEEK_START = 1;

function dueLabel(count: number): string {
  return count === 1 ? '1 assignment due' : `${count} assignments due`;
}

/** Spoken name of a day button: its date, "today", and how much is due. */
export function dayName(date: string, today: string, count: number): string {
  const parts = [formatDate(date, 'long')];
  if (date === today) parts.push('today');
  parts.push(count > 0 ? dueLabel(count) : 'nothing due');
  return parts.join(', ');
}

/**
 * A month of due counts. Each day of the month is a button; the arrow keys move by day and
 * week, Home and End to the week's ends, Page Up and Page Down by month, and only the focused
 * day is in the tab order.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  counts,
  today,
  selected,
  onSelect,
}: {
  month: MonthRef;
  onMonthChange: (month: MonthRef) => void;
  counts: ReadonlyMap<string, number>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<string>(selected ?? today);
  const refocus = useRef(false);
  const weeks = monthGrid(month, WEEK_START);
  const inMonth = weeks.flat().filter((cell) => cell.inMonth);
  // The roving focus stays inside the month shown.
  const focusable = inMonth.some((cell) => cell.date === focusDate)
    ? focusDate
    : (inMonth.find((cell) => cell.date === selected)?.date ??
      inMonth.find((cell) => cell.date === today)?.date ??
      inMonth[0]?.date);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusable}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dayForKey(event.key, date, WEEK_START);
    if (!next) return;
    event.preventDefault();
    const target = monthOf(next);
    if (target.year !== month.year || target.month !== month.month) onMonthChange(target);
    setFocusDate(next);
    refocus.current = true;
  };

  const step = (delta: number) => onMonthChange(addMonths(month, delta));

  const renderDay = (cell: CalendarCell) => {
    // Days of the months around are left blank: their counts belong to another month.
    if (!cell.inMonth) return null;
    const count = counts.get(cell.date) ?? 0;
    const className = [
      classes.day,
      cell.date === today ? classes.today : '',
      cell.date === selected ? classes.selected : '',
    ].join(' ');
    return (
      <button
        type="button"
        className={className}
        data-date={cell.date}
        tabIndex={cell.date === focusable ? 0 : -1}
        aria-label={dayName(cell.date, today, count)}
        aria-pressed={cell.date === selected}
        aria-describedby={hintId}
        onClick={() => {
          setFocusDate(cell.date);
          onSelect(cell.date);
        }}
        onKeyDown={(event) => onKeyDown(event, cell.date)}
      >
        <span>{cell.day}</span>
        {count > 0 ? <span className={classes.count}>{count}</span> : null}
      </button>
    );
  };

  return (
    <div>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon variant="default" aria-label="Previous month" onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Text fw={700} id={titleId} aria-live="polite">
          {formatMonth(month)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              onMonthChange(monthOf(today));
              setFocusDate(today);
            }}
          >
            Today
          </Button>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
      </Group>
      <VisuallyHidden id={hintId}>
        Arrow keys move between days, Page Up and Page Down change the month.
      </VisuallyHidden>
      <table className={classes.table} aria-labelledby={titleId} ref={tableRef}>
        <thead>
          <tr>
            {weekdayNames(WEEK_START).map((name) => (
              <th key={name.long} scope="col" className={classes.weekday} abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => (
                <td key={cell.date} className={classes.cell}>
                  {renderDay(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
