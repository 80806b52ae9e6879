import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../lib/test-dom';
import { withClient } from '../../lib/test-query-client';
import { QueryView } from './query-view';

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

/** A page whose query the server answers with `status`. */
function FailingPage({ status }: { status: number }) {
  const query = useQuery({
    queryKey: ['thing', status],
    queryFn: (): Promise<string> =>
      Promise.reject(new ApiError({ status, detail: `Answered ${status}.`, code: 'error' })),
  });
  return (
    <QueryView
      query={query}
      loading="Loading the thing…"
      failed="We could not load the thing"
      notFound={<p>There is no such thing</p>}
    >
      {(thing) => <p>{thing}</p>}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows what it is given for a record the server answers 404 to, with no retry', async () => {
    view.render(withClient(<FailingPage status={404} />));
    await settleUntil(() => text().includes('There is no such thing'));
    expect(text()).toContain('There is no such thing');
    expect(text()).not.toContain('We could not load the thing');
    expect(view.container.querySelector('button')).toBeNull();
  });

  it('shows the usual error with a retry for any other failure', async () => {
    view.render(withClient(<FailingPage status={500} />));
    await settleUntil(() => text().includes('We could not load the thing'));
    expect(text()).toContain('Answered 500.');
    expect(text()).not.toContain('There is no such thing');
    expect(view.container.querySelector('button')?.textContent).toBe('Try again');
  });
});
