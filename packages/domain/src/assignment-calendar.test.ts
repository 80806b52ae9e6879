import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueFlags,
  isDueDateAllowed,
  isTimeZone,
  monthBounds,
  monthsFrom,
  schoolDate,
} from './assignment-calendar.js';

describe('schoolDate', () => {
  const instant = new Date('2025-12-31T10:30:00Z');

  it('reads one instant as different dates east and west of UTC', () => {
    expect(schoolDate(instant, 'Pacific/Kiritimati')).toBe('2026-01-01');
    expect(schoolDate(instant, 'UTC')).toBe('2025-12-31');
    expect(schoolDate(new Date('2026-01-01T09:30:00Z'), 'Pacific/Pago_Pago')).toBe('2025-12-31');
  });

  it('turns the day at local midnight', () => {
    // Kiritimati is UTC+14: local midnight of 1 March is 10:00 UTC on 28 February.
    expect(schoolDate(new Date('2026-02-28T09:59:59Z'), 'Pacific/Kiritimati')).toBe('2026-02-28');
    expect(schoolDate(new Date('2026-02-28T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-01');
  });

  it('follows daylight saving time', () => {
    // London is UTC+1 in July, so 23:30 UTC is already the next day there.
    expect(schoolDate(new Date('2025-07-14T23:30:00Z'), 'Europe/London')).toBe('2025-07-15');
    expect(schoolDate(new Date('2025-01-14T23:30:00Z'), 'Europe/London')).toBe('2025-01-14');
  });

  it('reads an unknown zone as UTC', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(schoolDate(instant, 'Mars/Olympus_Mons')).toBe('2025-12-31');
  });

  it('reads the date Intl shows on the wall clock of the zone, summer time and odd offsets included', () => {
    const shown = (date: Date, zone: string) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(date);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(
          'UTC',
          'Europe/London',
          'America/New_York',
          'Asia/Kathmandu',
          'Australia/Lord_Howe',
          'Pacific/Chatham',
          'Pacific/Kiritimati',
          'Pacific/Pago_Pago',
        ),
        (date, zone) => {
          expect(schoolDate(date, zone)).toBe(shown(date, zone));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads the first and last years of ISO text and those beyond as Intl writes them', () => {
    expect(schoolDate(new Date('+010000-01-01T12:00:00Z'), 'UTC')).toBe('10000-01-01');
    expect(schoolDate(new Date('9999-12-31T12:00:00Z'), 'Pacific/Kiritimati')).toBe('10000-01-01');
    expect(schoolDate(new Date('0001-01-01T12:00:00Z'), 'UTC')).toBe('0001-01-01');
    expect(schoolDate(new Date('0002-01-01T08:00:00Z'), 'America/New_York')).toBe('0002-01-01');
    expect(schoolDate(new Date('0099-06-30T23:30:00Z'), 'Asia/Kolkata')).toBe('0099-07-01');
  });

  it('always writes YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'),
        (date, zone) => /^\d{4}-\d{2}-\d{2}$/.test(schoolDate(date, zone)),
      ),
    );
  });
});

describe('due dates', () => {
  it('allows today and later, never earlier', () => {
    expect(isDueDateAllowed('2026-03-01', '2026-03-01')).toBe(true);
    expect(isDueDateAllowed('2026-03-02', '2026-03-01')).toBe(true);
    expect(isDueDateAllowed('2026-02-28', '2026-03-01')).toBe(false);
    expect(isDueDateAllowed('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('flags open work as overdue or due today, and closed work as neither', () => {
    expect(dueFlags('2026-03-01', '2026-03-02', true)).toEqual({ overdue: true, dueToday: false });
    expect(dueFlags('2026-03-02', '2026-03-02', true)).toEqual({ overdue: false, dueToday: true });
    expect(dueFlags('2026-03-03', '2026-03-02', true)).toEqual({ overdue: false, dueToday: false });
    expect(dueFlags('2026-03-01', '2026-03-02', false)).toEqual({
      overdue: false,
      dueToday: false,
    });
  });
});

describe('months', () => {
  it('gives twelve months from September across the year end', () => {
    const months = monthsFrom(9, 2025);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '09', year: '2025' });
    expect(months[3]).toEqual({ month: '12', year: '2025' });
    expect(months[4]).toEqual({ month: '01', year: '2026' });
    expect(months[11]).toEqual({ month: '08', year: '2026' });
  });

  it('gives the calendar year from January', () => {
    expect(monthsFrom(1, 2026).map((m) => `${m.year}-${m.month}`)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('bounds a month by its first day and the first day of the next', () => {
    expect(monthBounds(2, 2024)).toEqual({ first: '2024-02-01', next: '2024-03-01' });
    expect(monthBounds(12, 2025)).toEqual({ first: '2025-12-01', next: '2026-01-01' });
  });
});
