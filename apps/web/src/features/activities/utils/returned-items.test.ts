import type { activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { isKeptAsHandedIn } from './returned-items';

const returned = (
  activityDetailId: number | null,
  handedInAgain: string | null = null,
): activities.ReturnedWork => ({
  return_id: 1,
  activity_detail_id: activityDetailId,
  note: 'Again.',
  returned_at: '2030-03-10T12:00:00.000Z',
  first_handed_in_at: '2030-03-10T11:00:00.000Z',
  handed_in_again_at: handedInAgain,
});

describe('isKeptAsHandedIn', () => {
  it('keeps the items that were not returned while a return is open', () => {
    expect(isKeptAsHandedIn([returned(2)], 1)).toBe(true);
    expect(isKeptAsHandedIn([returned(2)], 2)).toBe(false);
  });

  it('lets everything change when the whole attempt or nothing is returned', () => {
    expect(isKeptAsHandedIn([returned(null)], 1)).toBe(false);
    expect(isKeptAsHandedIn([], 1)).toBe(false);
    expect(isKeptAsHandedIn([returned(2, '2030-03-11T09:00:00.000Z')], 1)).toBe(false);
  });
});
