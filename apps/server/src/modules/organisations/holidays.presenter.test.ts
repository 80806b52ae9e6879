import { datesFrom } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { breaksOf } from './holidays.presenter.js';

const rows = (name: string, from: string, to: string) =>
  datesFrom(from, to).map((day) => ({ day, name }));

describe('breaksOf', () => {
  it('joins consecutive days of one name, counting only Monday to Friday', () => {
    expect(breaksOf(rows('Winter break', '2026-12-19', '2027-01-03'))).toEqual([
      { name: 'Winter break', from: '2026-12-19', to: '2027-01-03', days: 10 },
    ]);
  });

  it('starts a new break at a gap or a new name', () => {
    expect(
      breaksOf([
        ...rows('Half term', '2027-02-15', '2027-02-16'),
        ...rows('Inset day', '2027-02-17', '2027-02-17'),
        ...rows('Inset day', '2027-02-19', '2027-02-19'),
      ]),
    ).toEqual([
      { name: 'Half term', from: '2027-02-15', to: '2027-02-16', days: 2 },
      { name: 'Inset day', from: '2027-02-17', to: '2027-02-17', days: 1 },
      { name: 'Inset day', from: '2027-02-19', to: '2027-02-19', days: 1 },
    ]);
  });

  it('lists a lone weekend day as a break of no school days', () => {
    expect(breaksOf(rows('Fair', '2027-03-06', '2027-03-06'))).toEqual([
      { name: 'Fair', from: '2027-03-06', to: '2027-03-06', days: 0 },
    ]);
  });
});
