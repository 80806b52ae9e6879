type Month = { month: string; year: string };

/** A month's days with assignments due, each with how many. */
export const presentDueCounts = (
  month: Month,
  days: readonly { dueDate: string; count: number }[],
) => ({
  month: month.month,
  year: month.year,
  results: days.map((day) => ({ due_date: day.dueDate, count: day.count })),
});

/** The assignments due on one day. */
export const presentDueOnDate = <T>(dueDate: string, assignments: T[]) => ({
  due_date: dueDate,
  results: assignments,
});

/** Each month from the first asked, with how many assignments are due in it (0 for none). */
export const presentYear = (
  months: readonly Month[],
  counts: readonly { month: string; count: number }[],
) => ({
  results: months.map((m) => ({
    month: m.month,
    year: m.year,
    count: counts.find((row) => row.month === `${m.year}-${m.month}`)?.count ?? 0,
  })),
});
