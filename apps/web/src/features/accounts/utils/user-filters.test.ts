import { accounts } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import {
  changeUserFilters,
  readUserFilters,
  toUserListQuery,
  type UserFilters,
  writeUserFilters,
} from './user-filters';

const NONE: UserFilters = {
  search: '',
  userType: null,
  schoolToken: null,
  classId: null,
  status: null,
  page: 1,
};

describe('user filters in the address', () => {
  it('reads every filter', () => {
    const params = new URLSearchParams('q=ann&role=S&school=abc&class=12&status=inactive&page=3');
    expect(readUserFilters(params)).toEqual({
      search: 'ann',
      userType: 'S',
      schoolToken: 'abc',
      classId: 12,
      status: 'inactive',
      page: 3,
    });
  });

  it('ignores values that are not filters', () => {
    const params = new URLSearchParams('role=X&class=-4&status=gone&page=0');
    expect(readUserFilters(params)).toEqual(NONE);
    expect(readUserFilters(new URLSearchParams('page=2.5&class=1e3')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(writeUserFilters(NONE).toString()).toBe('');
    const filters: UserFilters = { ...NONE, search: 'lee', userType: 'T', page: 2 };
    const written = writeUserFilters(filters);
    expect(written.toString()).toBe('q=lee&role=T&page=2');
    expect(readUserFilters(written)).toEqual(filters);
  });
});

describe('changing filters', () => {
  const filtered: UserFilters = { ...NONE, schoolToken: 'a', classId: 7, page: 4 };

  it('goes back to page 1 when a filter changes', () => {
    expect(changeUserFilters(filtered, { search: 'x' }).page).toBe(1);
    expect(changeUserFilters(filtered, { userType: 'S' }).page).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeUserFilters(filtered, { page: 5 })).toEqual({ ...filtered, page: 5 });
  });

  it('clears the class when another school is chosen, not when the school stays', () => {
    expect(changeUserFilters(filtered, { schoolToken: 'b' }).classId).toBeNull();
    expect(changeUserFilters(filtered, { schoolToken: null }).classId).toBeNull();
    expect(changeUserFilters(filtered, { schoolToken: 'a' }).classId).toBe(7);
    expect(changeUserFilters(filtered, { schoolToken: 'b', classId: 9 }).classId).toBe(9);
  });
});

describe('the listUsers query', () => {
  it('sends only the filters that are set, in the contract shape', () => {
    const query = toUserListQuery(
      { ...NONE, search: 'ann', classId: 3, status: 'active', page: 2 },
      20,
    );
    expect(query).toEqual({ page: 2, per_page: 20, search: 'ann', class_id: 3, is_active: 'true' });
    expect(accounts.listUsers.query?.safeParse(query).success).toBe(true);
    expect(toUserListQuery(NONE, 20)).toEqual({ page: 1, per_page: 20 });
  });
});
