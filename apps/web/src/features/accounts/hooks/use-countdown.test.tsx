import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountForEachTest } from '../../../lib/test-dom';
import { formatCountdown, secondsUntil, useCountdown } from './use-countdown';

describe('secondsUntil and formatCountdown', () => {
  it('rounds part of a second up and never goes below zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(70_000, 10_000)).toBe(60);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });

  it('formats minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(42)).toBe('0:42');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

const probe: { current: ReturnType<typeof useCountdown> | null } = { current: null };

function Probe() {
  probe.current = useCountdown();
  return null;
}

/** The hook's latest answer. */
function countdown(): ReturnType<typeof useCountdown> {
  if (!probe.current) throw new Error('Probe has not rendered');
  return probe.current;
}

describe('useCountdown', () => {
  const view = mountForEachTest();

  beforeEach(() => {
    vi.useFakeTimers();
    view.render(<Probe />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('is not running until started', () => {
    expect(countdown().secondsLeft).toBe(0);
    expect(countdown().isRunning).toBe(false);
  });

  it('counts a 60 s cool-down down to zero and then stops', () => {
    act(() => countdown().start(60));
    expect(countdown().secondsLeft).toBe(60);
    expect(countdown().isRunning).toBe(true);
    advance(1000);
    expect(countdown().secondsLeft).toBe(59);
    advance(58_000);
    expect(countdown().secondsLeft).toBe(1);
    advance(1000);
    expect(countdown().secondsLeft).toBe(0);
    expect(countdown().isRunning).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock when the browser held the timers back', () => {
    act(() => countdown().start(60));
    vi.setSystemTime(Date.now() + 45_000);
    advance(250);
    expect(countdown().secondsLeft).toBe(15);
  });

  it('starts again from the full time', () => {
    act(() => countdown().start(60));
    advance(30_000);
    act(() => countdown().start(60));
    expect(countdown().secondsLeft).toBe(60);
    advance(1000);
    expect(countdown().secondsLeft).toBe(59);
  });
});
