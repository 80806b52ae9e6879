import { describe, expect, it } from 'vitest';
import {
  dateParam,
  nextTableSort,
  sortDirectionOf,
  tableFilters,
  toTableFilters,
  toTableQuery,
} from './table-filters';

const read = (address: string) => tableFilters.read(new URLSearchParams(address));

describe('dateParam', () => {
  it('reads real calendar dates only', () => {
    expect(dateParam.read('2027-01-31')).toBe('2027-01-31');
    expect(dateParam.read('2028-02-29')).toBe('2028-02-29');
    for (const raw of [null, '', '2027-02-29', '2027-13-01', '31/01/2027', '2027-1-3']) {
      expect(dateParam.read(raw)).toBeNull();
    }
  });
});

describe('tableFilters', () => {
  it('reads a shared address back into the same view', () => {
    const address =
      'class=4&activity=12&from=2027-01-04&to=2027-01-31&sort=score&order=desc&page=2';
    expect(read(address)).toEqual({
      classId: 4,
      activityId: 12,
      from: '2027-01-04',
      to: '2027-01-31',
      sort: 'score',
      order: 'desc',
      page: 2,
    });
    expect(tableFilters.write(read(address)).toString()).toBe(address);
  });

  it('reads what it cannot understand as no filter, and leaves defaults out', () => {
    expect(read('class=x&activity=0&from=soon&sort=age&order=up&page=-1')).toEqual(
      tableFilters.empty,
    );
    expect(tableFilters.write(read('class=4&page=1')).toString()).toBe('class=4');
  });

  it('starts again at page 1 when a filter or the order changes', () => {
    const onPage3 = read('class=4&page=3');
    expect(tableFilters.change(onPage3, { activityId: 12 }).page).toBe(1);
    expect(tableFilters.change(onPage3, { sort: 'score', order: 'desc' }).page).toBe(1);
    expect(tableFilters.change(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('toTableQuery', () => {
  it('asks for nothing until a class is chosen', () => {
    expect(toTableQuery(tableFilters.empty)).toBeNull();
  });

  it('sends the filters set, the order and the page', () => {
    expect(toTableQuery(read('class=4&activity=12&page=2'), 30)).toEqual({
      class_id: 4,
      activity_id: 12,
      sort: 'name',
      order: 'asc',
      page: 2,
      per_page: 30,
    });
  });

  it('puts a range typed backwards in order', () => {
    expect(toTableFilters(read('class=4&from=2027-01-31&to=2027-01-04'))).toMatchObject({
      from: '2027-01-04',
      to: '2027-01-31',
    });
    expect(toTableFilters(read('class=4&to=2027-01-04'))).not.toHaveProperty('from');
  });
});

describe('sorting', () => {
  it('turns the sorted column round and starts scores highest first', () => {
    const byName = read('class=4');
    expect(sortDirectionOf(byName, 'name')).toBe('ascending');
    expect(sortDirectionOf(byName, 'score')).toBeNull();
    expect(nextTableSort(byName, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextTableSort(byName, 'score')).toEqual({ sort: 'score', order: 'desc' });
    expect(nextTableSort(read('sort=score&order=desc'), 'score')).toEqual({
      sort: 'score',
      order: 'asc',
    });
  });
});
