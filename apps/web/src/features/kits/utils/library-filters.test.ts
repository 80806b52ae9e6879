import { describe, expect, it } from 'vitest';
import { myLibraryFilters, toLibraryBody } from './library-filters';

describe('My Library filters', () => {
  it('reads the address with its own words for statuses', () => {
    const params = new URLSearchParams('q=cells&grade=7&subjects=3,1&status=not-assigned&page=2');
    expect(myLibraryFilters.read(params)).toEqual({
      search: 'cells',
      grade: 7,
      subjects: [1, 3],
      status: 'Not Assigned',
      page: 2,
    });
    expect(myLibraryFilters.read(new URLSearchParams('status=Assigned')).status).toBeNull();
  });

  it('writes back the address it reads', () => {
    const address = 'q=cells&grade=7&subjects=1%2C3&status=completed&page=2';
    expect(
      myLibraryFilters.write(myLibraryFilters.read(new URLSearchParams(address))).toString(),
    ).toBe(address);
  });

  it('sends only the filters that are set', () => {
    expect(toLibraryBody(myLibraryFilters.empty, 12)).toEqual({ page: 1, per_page: 12 });
    expect(
      toLibraryBody({ search: 'cells', grade: 6, subjects: [2], status: 'Assigned', page: 3 }, 12),
    ).toEqual({
      page: 3,
      per_page: 12,
      search: 'cells',
      grade: 6,
      subjects: [2],
      status: 'Assigned',
    });
  });

  it('starts again at page 1 when the status changes', () => {
    const onPage2 = { ...myLibraryFilters.empty, page: 2 };
    expect(myLibraryFilters.change(onPage2, { status: 'Completed' })).toMatchObject({
      status: 'Completed',
      page: 1,
    });
  });
});
