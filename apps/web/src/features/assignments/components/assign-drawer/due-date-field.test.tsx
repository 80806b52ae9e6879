import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../../lib/test-dom';
import { DueDateField } from './due-date-field';

/** The spoken names of the day buttons the picker shows (hidden ones are not displayed). */
function dayButtons(view: MountedComponent, selector = ''): string[] {
  return [...view.container.querySelectorAll<HTMLElement>(`button[aria-label]${selector}`)]
    .filter((button) => button.style.display !== 'none')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((name) => /\d{4}$/.test(name));
}

describe('DueDateField', () => {
  let view: MountedComponent;
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  // Each month's first or last week holds days of the month before or after.
  it.each([
    ['2026-11-25', 'November 2026', 30],
    ['2027-01-31', 'January 2027', 31],
    ['2028-02-29', 'February 2028', 29],
    ['2027-02-28', 'February 2027', 28],
    ['2027-12-31', 'December 2027', 31],
  ])('shows only the days of the month of %s as buttons', (minDate, month, days) => {
    view.render(<DueDateField value={null} minDate={minDate} onChange={() => {}} />);
    const names = dayButtons(view);
    expect(names).toHaveLength(days);
    expect(names.every((name) => name.endsWith(month))).toBe(true);
  });

  it('disables the days before the first it allows, and names the chosen day', () => {
    view.render(<DueDateField value="2028-02-29" minDate="2028-02-28" onChange={() => {}} />);
    const disabled = dayButtons(view, '[data-disabled]');
    expect(disabled).toHaveLength(27);
    expect(disabled.at(-1)).toBe('Sunday 27 February 2028');
    expect(view.container.textContent).toContain('Due Tuesday 29 February 2028');
  });
});
