import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mountComponent, typeInto } from '../../../../lib/test-dom';
import { readUserFilters, type UserFilters } from '../../utils/user-filters';
import { UserFiltersBar } from './user-filters-bar';

let view: MountedComponent;

function render(filters: UserFilters, onChange: (change: Partial<UserFilters>) => void) {
  view.render(<UserFiltersBar filters={filters} hierarchy={undefined} onChange={onChange} />);
}

const searchBox = () => view.container.querySelector<HTMLInputElement>('input[type="search"]');
const filtersOf = (query: string) => readUserFilters(new URLSearchParams(query));

describe('UserFiltersBar', () => {
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => {
    view.unmount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the search once typing settles, trimmed', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(filtersOf(''), onChange);
    const box = searchBox();
    if (!box) throw new Error('No search box');
    typeInto(box, ' ada ');
    expect(box.value).toBe(' ada ');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(onChange).toHaveBeenCalledWith({ search: 'ada' });
  });

  it('sends the search at once when the box is left for another filter', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(filtersOf(''), onChange);
    const box = searchBox();
    if (!box) throw new Error('No search box');
    typeInto(box, 'tomas');
    act(() => box.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(onChange).toHaveBeenCalledWith({ search: 'tomas' });
  });

  it('follows the address when its search changes there (the Users link, Back)', () => {
    render(filtersOf('q=ada'), () => {});
    expect(searchBox()?.value).toBe('ada');
    render(filtersOf(''), () => {});
    expect(searchBox()?.value).toBe('');
  });
});
