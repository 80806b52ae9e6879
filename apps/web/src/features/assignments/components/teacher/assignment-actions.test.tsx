import { notifications } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import {
  byText,
  type MountedComponent,
  mountComponent,
  settleUntil,
} from '../../../../lib/test-dom';
import { renderInApp } from '../../../../lib/test-render-in-app';
import { assignmentFixture } from '../../testing/fixtures';
import { AssignmentActions } from './assignment-actions';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const item = assignmentFixture();
const click = (element: HTMLElement) => act(() => element.click());
const completeCalls = () =>
  vi.mocked(apiRequest).mock.calls.map(([, options]) => (options as { body: unknown }).body);
const hasText = (text: string) => document.body.textContent?.includes(text) ?? false;

describe('AssignmentActions: mark complete', () => {
  let view: MountedComponent;

  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue(item);
    notifications.clean();
    view = mountComponent();
    renderInApp(view, <AssignmentActions item={item} />);
  });
  afterEach(() => view.unmount());

  async function askToComplete() {
    click(byText('Actions'));
    await settleUntil(() => hasText('Mark complete'));
    click(byText('Mark complete'));
    await settleUntil(() => hasText('Mark this assignment complete?'));
  }

  it('asks first, and keeping it open changes nothing', async () => {
    await askToComplete();
    expect(hasText('Matter quiz for 6A will leave the open lists')).toBe(true);
    expect(apiRequest).not.toHaveBeenCalled();
    click(byText('Keep it open'));
    await settleUntil(() => !hasText('Mark this assignment complete?'));
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('marks it complete once confirmed, and Undo in the toast reopens it', async () => {
    await askToComplete();
    click(byText('Mark complete', '.mantine-Modal-content button'));
    await settleUntil(() => hasText('Marked complete'));
    expect(completeCalls()).toEqual([{ assignment_id: 31, completed: true }]);

    click(byText('Undo'));
    await settleUntil(() => hasText('Reopened'));
    expect(completeCalls()).toEqual([
      { assignment_id: 31, completed: true },
      { assignment_id: 31, completed: false },
    ]);
  });
});
