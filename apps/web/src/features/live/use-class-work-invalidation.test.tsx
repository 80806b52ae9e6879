import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllStorage, saveSession } from '../../lib/session-storage';
import { type MountedComponent, mountComponent, settleUntil } from '../../lib/test-dom';
import { loginResponseFixture } from '../../lib/test-fixtures';
import { FakeEventSource } from './fake-event-source';
import { LiveProvider } from './live-provider';
import { CLASS_WORK_REFETCH_MS, useClassWorkInvalidation } from './use-class-work-invalidation';

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;
/** The classes the newest stream watches; undefined before any opened. */
const watchedNow = () => {
  const source = FakeEventSource.opened.at(-1);
  return source && new URL(source.url, 'http://x').searchParams.get('classes');
};
const changed = (classId: number) => ({
  class_id: classId,
  activity_id: 2,
  student_id: 3,
  kind: 'answer_question',
});

function Report({ classIds, name }: { classIds: number[]; name: string }) {
  useClassWorkInvalidation(classIds, ['report', name]);
  return null;
}

let view: MountedComponent;
let queryClient: QueryClient;
let invalidated: unknown[];

function renderReports(children: ReactNode) {
  view.render(
    <QueryClientProvider client={queryClient}>
      <LiveProvider>{children}</LiveProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  let tickets = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      tickets += 1;
      return Response.json({
        ticket: `T${tickets}`,
        expires_in: 60,
        stream_path: '/s',
        last_event_id: 0,
      });
    }),
  );
  queryClient = new QueryClient();
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  saveSession(loginResponseFixture());
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  clearAllStorage();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useClassWorkInvalidation', () => {
  it("reopens the tab's stream watching the mounted reports' classes, from the last event seen", async () => {
    renderReports(<Report classIds={[7]} name="a" />);
    await settleUntil(() => watchedNow() === '7', 500);
    act(() => latest().emit('notifications.read', { unread_count: 0 }, '41'));
    renderReports(
      <>
        <Report classIds={[7]} name="a" />
        <Report classIds={[9, 7]} name="b" />
      </>,
    );
    await settleUntil(() => watchedNow() === '7,9', 500);
    const url = new URL(latest().url, 'http://x').searchParams;
    expect(url.get('last_event_id')).toBe('41');
    expect(FakeEventSource.opened.filter((source) => !source.closed)).toHaveLength(1);
    renderReports(null);
    await settleUntil(() => watchedNow() === null, 500);
    expect(FakeEventSource.opened.filter((source) => !source.closed)).toHaveLength(1);
  });

  it("refetches on its classes' changes and on resync, never on another class's", async () => {
    renderReports(<Report classIds={[7]} name="a" />);
    await settleUntil(() => watchedNow() === '7', 500);
    act(() => latest().emit('class_work.changed', changed(8)));
    expect(invalidated).toEqual([]);
    act(() => latest().emit('class_work.changed', changed(7)));
    expect(invalidated).toEqual([['report', 'a']]);
    await act(() => new Promise((resolve) => setTimeout(resolve, CLASS_WORK_REFETCH_MS + 10)));
    act(() => latest().emit('resync', {}));
    expect(invalidated).toHaveLength(2);
  });

  it('refetches when the stream opens or reconnects watching its classes, as changes before are not sent', async () => {
    renderReports(<Report classIds={[7]} name="a" />);
    await settleUntil(() => watchedNow() === '7', 500);
    expect(invalidated).toEqual([]);
    act(() => latest().open());
    expect(invalidated).toEqual([['report', 'a']]);
  });

  it('refetches at most once per interval however many answers arrive, the last within it', async () => {
    renderReports(<Report classIds={[7]} name="a" />);
    await settleUntil(() => watchedNow() === '7', 500);
    vi.useFakeTimers();
    act(() => {
      for (let n = 0; n < 40; n++) latest().emit('class_work.changed', changed(7));
    });
    expect(invalidated).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(CLASS_WORK_REFETCH_MS));
    expect(invalidated).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(CLASS_WORK_REFETCH_MS * 3));
    expect(invalidated).toHaveLength(2);
  });
});
