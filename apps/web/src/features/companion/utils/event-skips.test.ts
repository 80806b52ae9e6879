import { describe, expect, it } from 'vitest';
import { platformMode, skipsEvent } from './event-skips';

describe('platform mode', () => {
  it('is mobile up to 600 px wide and web beyond', () => {
    expect(platformMode(375)).toBe('mobile');
    expect(platformMode(600)).toBe('mobile');
    expect(platformMode(601)).toBe('web');
    expect(platformMode(1280)).toBe('web');
  });
});

describe('events skipped by user type and platform mode', () => {
  it.each([
    ['enrollment', 'S', 'web', false],
    ['enrollment', 'T', 'mobile', false],
    ['enrollment', 'C', 'web', true],
    ['course_preview', 'S', 'mobile', false],
    ['course_preview', 'T', 'web', false],
    ['course_preview', 'C', 'web', true],
    ['content_study_start', 'S', 'web', false],
    ['content_study_start', 'S', 'mobile', true],
    ['content_study_stop', 'T', 'web', false],
    ['content_study_stop', 'T', 'mobile', true],
    ['content_study_stop', 'C', 'web', true],
  ] as const)('%s by %s in %s mode: skipped %s', (kind, userType, platform, skipped) => {
    expect(skipsEvent(kind, userType, platform)).toBe(skipped);
  });

  it('sends nothing without a signed-in user type', () => {
    expect(skipsEvent('enrollment', null, 'web')).toBe(true);
  });
});
