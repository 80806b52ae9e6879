import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from './test-dom';
import { idParam, pageParam, urlFilters } from './url-filters';
import { useUrlFilters } from './use-url-filters';

interface Filters {
  grade: number | null;
  subject: number | null;
  page: number;
}

const codec = urlFilters<Filters>({
  grade: { key: 'grade', codec: idParam },
  subject: { key: 'subject', codec: idParam },
  page: { key: 'page', codec: pageParam },
});

let view: MountedComponent;
let latest: { hook: ReturnType<typeof useUrlFilters<Filters>>; search: string } | undefined;

function Probe() {
  latest = { hook: useUrlFilters(codec), search: useLocation().search };
  return null;
}

function shown() {
  if (!latest) throw new Error('Not rendered');
  return latest;
}

function renderAt(address: string) {
  view.render(
    <MemoryRouter initialEntries={[address]}>
      <Probe />
    </MemoryRouter>,
  );
}

describe('useUrlFilters', () => {
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('reads the filters from the address and writes a change back to it', () => {
    renderAt('/list?grade=3&page=2');
    expect(shown().hook.filters).toEqual({ grade: 3, subject: null, page: 2 });
    act(() => shown().hook.change({ subject: 5 }));
    expect(shown().search).toBe('?grade=3&subject=5');
    expect(shown().hook.isFiltered).toBe(true);
  });

  it('keeps both of two changes made before the page draws again', () => {
    renderAt('/list');
    const { change } = shown().hook;
    act(() => {
      change({ grade: 3 });
      change({ subject: 5 });
    });
    expect(shown().search).toBe('?grade=3&subject=5');
    expect(shown().hook.filters).toEqual({ grade: 3, subject: 5, page: 1 });
  });

  it('builds a change on the address shown once the page has drawn it', () => {
    renderAt('/list?page=4');
    act(() => shown().hook.change({ grade: 3 }));
    act(() => shown().hook.change({ page: 2 }));
    act(() => shown().hook.change({ subject: 5 }));
    expect(shown().search).toBe('?grade=3&subject=5');
  });
});
