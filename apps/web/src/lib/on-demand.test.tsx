import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawnOnDemand, onDemand } from './on-demand';
import { mountForEachTest, settleUntil } from './test-dom';

const view = mountForEachTest();

/** The page's words, without the style sheet Mantine's provider puts beside them. */
const shown = () => view.container.querySelector('button, p')?.textContent;

/** A component's code to fetch, arriving when the test says. */
function codeArrivingLater() {
  let arrive: () => void = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let fetches = 0;
  const code = onDemand(() => {
    fetches += 1;
    return arrival.then(() => Counter);
  });
  return { code, arrive, fetches: () => fetches };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** Every time Suspense drew its fallback. */
const fallbacks: string[] = [];

function Fallback() {
  fallbacks.push('loading');
  return <p>Loading</p>;
}

/** Draws `code`'s component in Suspense; gives the fallbacks drawn on the way. */
function drawnWithFallbacks(code: ReturnType<typeof codeArrivingLater>['code']) {
  fallbacks.length = 0;
  view.render(
    <Suspense fallback={<Fallback />}>
      <DrawnOnDemand code={code} props={{ label: 'Clicked' }} />
    </Suspense>,
  );
  return fallbacks;
}

describe('a component fetched on demand', () => {
  it('is drawn in the first render once its code has arrived, never through a fallback', async () => {
    const { code, arrive, fetches } = codeArrivingLater();
    const loading = code.load();
    arrive();
    await loading;
    expect(drawnWithFallbacks(code)).toEqual([]);
    expect(shown()).toBe('Clicked 0');
    expect(fetches()).toBe(1);
  });

  it('suspends until its code arrives, fetching it once, and keeps its state after', async () => {
    const { code, arrive, fetches } = codeArrivingLater();
    expect(drawnWithFallbacks(code)).not.toEqual([]);
    expect(shown()).toBe('Loading');
    void code.load();
    arrive();
    await settleUntil(() => shown() === 'Clicked 0');
    view.container.querySelector('button')?.click();
    await settleUntil(() => shown() === 'Clicked 1');
    // Drawn again now the code is in, the same component goes on (no remount to a count of 0).
    view.render(
      <Suspense fallback={<p>Loading</p>}>
        <DrawnOnDemand code={code} props={{ label: 'Clicked' }} />
      </Suspense>,
    );
    expect(shown()).toBe('Clicked 1');
    expect(fetches()).toBe(1);
  });
});
