import { NOT_FOUND_MESSAGE, NOT_FOUND_REDIRECT_MS } from '@kitlab/contract';
import { notifications } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { clearAllStorage, saveSession } from '../../../lib/session-storage';
import { type MountedComponent, mountComponent } from '../../../lib/test-dom';
import { loginResponseFixture } from '../../../lib/test-fixtures';
import { renderInApp } from '../../../lib/test-render-in-app';
import { ASSIGNMENT_PATHS } from '../paths';
import { assignmentFixture } from '../testing/fixtures';
import { AssignmentCompletionPage } from './assignment-completion-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const notFoundShown = () => document.querySelector('[data-testid="record-not-found"]') !== null;
const wentTo = () => document.querySelector('[data-testid="went-to"]')?.textContent ?? null;

describe('AssignmentCompletionPage: an assignment that is not there', () => {
  let view: MountedComponent;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(apiRequest).mockReset();
    notifications.clean();
    saveSession(loginResponseFixture());
    view = mountComponent();
  });
  afterEach(() => {
    view.unmount();
    clearAllStorage();
    vi.useRealTimers();
  });

  async function open(at: string) {
    renderInApp(view, <AssignmentCompletionPage />, {
      path: `/${ASSIGNMENT_PATHS.completion}`,
      at,
    });
    for (let turn = 0; turn < 100 && !notFoundShown(); turn += 1) await advance(10);
    expect(notFoundShown()).toBe(true);
  }

  async function expectToastThenHome() {
    expect(document.body.textContent).toContain(NOT_FOUND_MESSAGE);
    await advance(NOT_FOUND_REDIRECT_MS - 100);
    expect(wentTo()).toBeNull();
    await advance(200);
    expect(wentTo()).toBe('/dashboard');
  }

  it('toasts "Page not found!" and goes home after 3 s for a class the server does not know', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      ApiError.fromResponse(404, { detail: 'No such class.', code: 'not_found' }),
    );
    await open('/classes/999/assignments/31');
    await expectToastThenHome();
  });

  it('does the same for an assignment that is not in the class', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      class_id: 10,
      class_name: '6A',
      results: [assignmentFixture({ assignment_id: 30 })],
    });
    await open('/classes/10/assignments/31');
    await expectToastThenHome();
  });

  it('does the same for an address that is not an id', async () => {
    await open('/classes/10/assignments/abc');
    expect(apiRequest).not.toHaveBeenCalled();
    await expectToastThenHome();
  });
});
