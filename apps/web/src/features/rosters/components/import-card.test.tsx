import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { byText, mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { type UploadAnswer, uploadWithProgress } from '../../../lib/upload-with-progress';
import { dryRunFixture, refusedFixture } from '../testing/fixtures';
import { ImportCard } from './import-card';

vi.mock('../../../lib/upload-with-progress', () => ({ uploadWithProgress: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';
const button = (name: string) => byText(name, 'button') as HTMLButtonElement;

const BUNDLE = new File([new Uint8Array(3 * 1_048_576)], 'district-roster.zip', {
  type: 'application/zip',
});

function chooseFile(file: File) {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  act(() => {
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The server answers each mode as given; the upload reports all its bytes sent first. */
function answer(byMode: Record<string, UploadAnswer>) {
  vi.mocked(uploadWithProgress).mockImplementation(async ({ query, file, onProgress }) => {
    onProgress?.({ sent: file.size, total: file.size });
    const found = byMode[query?.mode ?? ''];
    if (!found) throw new Error(`No answer for ${query?.mode}`);
    return found;
  });
}

const modesSent = () => vi.mocked(uploadWithProgress).mock.calls.map(([u]) => u.query?.mode);

async function checkBundle(until: string) {
  view.render(withClient(<ImportCard />));
  chooseFile(BUNDLE);
  act(() => button('Check the roster').click());
  await settleUntil(() => text().includes(until));
}

describe('ImportCard', () => {
  it('asks for a zip first, with checking off until one is chosen', () => {
    view.render(withClient(<ImportCard />));
    expect(text()).toContain('No bundle chosen');
    expect(button('Check the roster').disabled).toBe(true);
    chooseFile(BUNDLE);
    expect(button('Check the roster').disabled).toBe(false);
    expect(text()).toContain('district-roster.zip, 3 MB');
  });

  it('shows how much has gone up, then that the server is checking it', async () => {
    let progress: ((p: { sent: number; total: number }) => void) | undefined;
    vi.mocked(uploadWithProgress).mockImplementation(({ onProgress }) => {
      progress = onProgress;
      return new Promise(() => {});
    });
    await checkBundle('Sending');
    act(() => progress?.({ sent: 1_048_576, total: 3 * 1_048_576 }));
    expect(text()).toContain('Sending 1 MB of 3 MB (33%)');
    expect(
      view.container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
    ).toBe('33');
    act(() => progress?.({ sent: 3 * 1_048_576, total: 3 * 1_048_576 }));
    expect(text()).toContain('Checking 3 MB…');
  });

  it('shows the dry run, then applies it after a confirmation saying what will change', async () => {
    answer({
      'dry-run': { status: 200, body: dryRunFixture() },
      apply: { status: 200, body: dryRunFixture({ mode: 'apply' }) },
    });
    await checkBundle('Problems');
    const counts = view.container.querySelector('[data-testid="roster-counts"] table');
    expect(counts?.textContent).toContain('users.csv3000');
    expect(text()).toContain('Line 5, field role');
    expect(text()).toContain('Kitlab has no guardian accounts');
    expect(view.container.querySelector('[data-testid="roster-changes"]')?.textContent).toContain(
      'Student Ada Lovelace (stu-1)Created',
    );

    act(() => button('Apply').click());
    await settleUntil(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain(
      '4 records will be created, 0 changed and 0 deactivated.',
    );
    act(() => button('Apply the roster').click());
    await settleUntil(() => text().includes('The roster was applied'));
    expect(text()).toContain('4 records were created, 0 changed and 0 deactivated.');
    expect(modesSent()).toEqual(['dry-run', 'apply']);
  });

  it('lists errors first and turns applying off, saying why, for a refused bundle', async () => {
    answer({ 'dry-run': { status: 422, body: refusedFixture() } });
    await checkBundle('cannot be applied');
    const files = [...view.container.querySelectorAll('[data-testid="roster-problems"] h3')];
    expect(files.map((file) => file.textContent)).toEqual([
      'users.csv',
      'classes.csv',
      'roles.csv',
    ]);
    const classes = [
      ...view.container.querySelectorAll('[aria-label="Problems in classes.csv"] li'),
    ];
    expect(classes.map((item) => item.getAttribute('data-severity'))).toEqual(['error', 'warning']);
    expect(classes[0]?.textContent).toContain('ErrorLine 2, field grades');
    expect(text()).toContain('It has 2 errors');
    const apply = button('Apply');
    expect(apply.disabled).toBe(true);
    expect(apply.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says when the bundle is too large, and shows no findings', async () => {
    answer({ 'dry-run': { status: 413, body: { detail: 'Too large.', code: 'too_large' } } });
    await checkBundle('The bundle is too large');
    expect(text()).toContain('at most 100 MB zipped');
    expect(text()).not.toContain('Problems');
  });
});
