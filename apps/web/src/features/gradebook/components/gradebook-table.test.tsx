import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../lib/test-dom';
import { gridFixture } from '../testing/grid-fixture';
import { DownloadCsvButton } from './download-csv-button';
import { GradebookTable } from './gradebook-table';

let view: MountedComponent;

beforeEach(() => {
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
});

const names = () =>
  [...view.container.querySelectorAll('tbody th')].map((cell) => cell.textContent);
const button = (name: string) => {
  const found = [...view.container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (name: string) => act(() => button(name).click());

function renderTable() {
  view.render(
    <MemoryRouter>
      <GradebookTable grid={gridFixture()} />
    </MemoryRouter>,
  );
}

describe('GradebookTable', () => {
  it('lists students by name, and turns the order round from the Student heading', () => {
    renderTable();
    expect(names()).toEqual(['Amara Adeyemi', 'Lucas Moreau', 'Zoe @Zhang']);
    expect(button('Sort by student').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    click('Sort by student');
    expect(names()).toEqual(['Zoe @Zhang', 'Lucas Moreau', 'Amara Adeyemi']);
    expect(button('Sort by student').closest('th')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by an activity, best first, then the other way round', () => {
    renderTable();
    click('Sort by Light quiz');
    expect(names()).toEqual(['Zoe @Zhang', 'Amara Adeyemi', 'Lucas Moreau']);
    expect(button('Sort by student').closest('th')?.getAttribute('aria-sort')).toBe('none');
    click('Sort by Light quiz');
    expect(names()).toEqual(['Lucas Moreau', 'Amara Adeyemi', 'Zoe @Zhang']);
    click('Sort by =SUM(A1), "the" worksheet');
    // Marked above submitted above overdue.
    expect(names()).toEqual(['Zoe @Zhang', 'Amara Adeyemi', 'Lucas Moreau']);
  });

  it("links started work to the teacher's review of it, and shows marks under percentages", () => {
    renderTable();
    const links = [...view.container.querySelectorAll('tbody a')];
    expect(links[0]?.getAttribute('href')).toBe('/submissions/kit-token/11/40?class=4');
    expect(links[0]?.getAttribute('aria-label')).toBe(
      '60%: open the work of Amara Adeyemi, Light quiz',
    );
    expect(view.container.querySelector('tbody tr')?.textContent).toContain('6/10');
  });
});

describe('DownloadCsvButton', () => {
  it('downloads the grid as a CSV file named by class and day', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:gradebook';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    view.render(<DownloadCsvButton grid={gridFixture()} />);
    click('Download CSV');
    expect(clicked[0]?.download).toBe('gradebook-6A-2027-01-31.csv');
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] ?? new Blob());
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(5);
    expect(text).toContain('Adeyemi,Amara,60%,Submitted\r\n');
  });
});
