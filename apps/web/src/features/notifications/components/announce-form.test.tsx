import { kits, notifications } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import {
  type MountedComponent,
  mountComponent,
  settleUntil,
  typeInto,
} from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { AnnounceForm } from './announce-form';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
  // The class picker scrolls its chosen option into view; the test DOM has no layout to scroll.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  view.unmount();
  vi.clearAllMocks();
});

const text = () => view.container.textContent ?? '';
const teaching = (id: number, className: string) => ({
  class_id: id,
  class_name: className,
  class_token: `token-${id}`,
  class_grade_id: 1,
  grade: 6,
  teacher_assign_id: id * 10,
  subject_id: 1,
  subject_name: 'Science',
});

function serve() {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === kits.listTeacherClasses)
      return { results: [teaching(1, '6A'), teaching(2, '7A')] };
    if (call === notifications.createAnnouncement) {
      return { id: 3, class_name: '7A', subject_name: 'Science', notified: 24 };
    }
    throw new Error('unexpected call');
  });
}

async function open(onDone = vi.fn()) {
  view.render(withClient(<AnnounceForm onDone={onDone} />));
  await settleUntil(() => view.container.querySelector('form') !== null);
  return onDone;
}

const submit = () =>
  act(() => view.container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
const box = (label: string) =>
  [
    ...view.container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].find((each) => each.labels?.[0]?.textContent?.startsWith(label));

describe('AnnounceForm', () => {
  it('asks for a class and a title before sending anything', async () => {
    serve();
    await open();
    submit();
    await settleUntil(() => text().includes('Choose a class.'));
    expect(text()).toContain('Give the announcement a title.');
    const sent = vi
      .mocked(apiRequest)
      .mock.calls.filter(([call]) => call === notifications.createAnnouncement);
    expect(sent).toHaveLength(0);
  });

  it('announces to the chosen class and says how many students were told', async () => {
    serve();
    const onDone = await open();
    const classBox = box('Class');
    act(() => classBox?.click());
    await settleUntil(() => view.container.querySelector('[role="option"]') !== null);
    const option = [...view.container.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (each) => each.textContent?.startsWith('7A'),
    );
    act(() => option?.click());
    typeInto(box('Title') as HTMLInputElement, 'Trip on Friday');
    typeInto(box('Message') as HTMLTextAreaElement, 'Bring a packed lunch.');
    submit();
    await settleUntil(() => onDone.mock.calls.length > 0);
    const sent = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === notifications.createAnnouncement);
    expect(sent?.[1]).toEqual({
      body: { teacher_assign_id: 20, title: 'Trip on Friday', body: 'Bring a packed lunch.' },
    });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Announced to 7A: 24 students notified.' }),
    );
  });
});
