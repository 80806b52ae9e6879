import { BADGE_CATALOGUE } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { badgeCode, manualBadgeCode } from './shapes.js';

describe('badge codes on the wire', () => {
  it("are the domain catalogue's: every badge accepted, and only the manual ones as given by hand", () => {
    for (const badge of BADGE_CATALOGUE) {
      expect(badgeCode.safeParse(badge.code).success).toBe(true);
      expect(manualBadgeCode.safeParse(badge.code).success).toBe(badge.manual);
    }
    expect(badgeCode.options).toHaveLength(BADGE_CATALOGUE.length);
    expect(badgeCode.safeParse('gold_star').success).toBe(false);
  });
});
