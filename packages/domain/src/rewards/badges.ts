/**
 * The badge catalogue: which badges there are, what each is called, how a student earns it, and
 * how far they are. Earned badges follow from a student's facts; the others are given by a
 * teacher with a reason. The contract's wire enums are made from these lists.
 */
export const EARNED_BADGE_CODES = [
  'first_quiz',
  'perfect_score',
  'kit_complete',
  'streak_5',
  'streak_20',
  'xp_1000',
] as const;
export type EarnedBadgeCode = (typeof EARNED_BADGE_CODES)[number];
export const MANUAL_BADGE_CODES = ['helpful_reply', 'great_effort', 'kind_teammate'] as const;
export type ManualBadgeCode = (typeof MANUAL_BADGE_CODES)[number];
/** Every badge: the earned ones, then those a teacher gives by hand. */
export const BADGE_CODES = [...EARNED_BADGE_CODES, ...MANUAL_BADGE_CODES] as const;
export type BadgeCode = (typeof BADGE_CODES)[number];

export interface BadgeDescription {
  code: BadgeCode;
  name: string;
  howEarned: string;
  manual: boolean;
}

/** What a student has done, as far as badges need to know. */
export interface BadgeFacts {
  quizzesHandedIn: number;
  /** Handed-in attempts that got every mark. */
  perfectScores: number;
  /** The kit the student is furthest through: activities handed in of its activities. */
  bestKit: { handedIn: number; activities: number } | null;
  longestStreak: number;
  totalXp: number;
}

/** Facts of a student who has done nothing yet: a start for what one event knows. */
export const NO_BADGE_FACTS: BadgeFacts = {
  quizzesHandedIn: 0,
  perfectScores: 0,
  bestKit: null,
  longestStreak: 0,
  totalXp: 0,
};

export interface BadgeProgress {
  current: number;
  target: number;
}

const rules: Record<
  EarnedBadgeCode,
  { name: string; howEarned: string; progress: (facts: BadgeFacts) => BadgeProgress }
> = {
  first_quiz: {
    name: 'First quiz',
    howEarned: 'Hand in your first quiz.',
    progress: (f) => ({ current: Math.min(f.quizzesHandedIn, 1), target: 1 }),
  },
  perfect_score: {
    name: 'Perfect score',
    howEarned: 'Get every mark on a quiz, quest or worksheet.',
    progress: (f) => ({ current: Math.min(f.perfectScores, 1), target: 1 }),
  },
  kit_complete: {
    name: 'Kit complete',
    howEarned: 'Hand in every activity of a kit.',
    progress: (f) =>
      f.bestKit && f.bestKit.activities > 0
        ? {
            current: Math.min(f.bestKit.handedIn, f.bestKit.activities),
            target: f.bestKit.activities,
          }
        : { current: 0, target: 1 },
  },
  streak_5: {
    name: '5-day streak',
    howEarned: 'Do learning work on 5 school days in a row.',
    progress: (f) => ({ current: Math.min(f.longestStreak, 5), target: 5 }),
  },
  streak_20: {
    name: '20-day streak',
    howEarned: 'Do learning work on 20 school days in a row.',
    progress: (f) => ({ current: Math.min(f.longestStreak, 20), target: 20 }),
  },
  xp_1000: {
    name: '1,000 XP',
    howEarned: 'Earn 1,000 XP in all.',
    progress: (f) => ({ current: Math.min(f.totalXp, 1000), target: 1000 }),
  },
};

const given: Record<ManualBadgeCode, { name: string; howEarned: string }> = {
  helpful_reply: {
    name: 'Helpful reply',
    howEarned: 'A teacher gives it for a discussion reply that helped others.',
  },
  great_effort: {
    name: 'Great effort',
    howEarned: 'A teacher gives it for work done with great effort.',
  },
  kind_teammate: {
    name: 'Kind teammate',
    howEarned: 'A teacher gives it for helping a classmate.',
  },
};

export const BADGE_CATALOGUE: readonly BadgeDescription[] = [
  ...EARNED_BADGE_CODES.map((code) => ({
    code,
    name: rules[code].name,
    howEarned: rules[code].howEarned,
    manual: false,
  })),
  ...MANUAL_BADGE_CODES.map((code) => ({
    code,
    name: given[code].name,
    howEarned: given[code].howEarned,
    manual: true,
  })),
];

export function describeBadge(code: BadgeCode): BadgeDescription {
  const found = BADGE_CATALOGUE.find((badge) => badge.code === code);
  if (!found) throw new Error(`No badge ${code}`);
  return found;
}

export const isEarnedBadge = (code: BadgeCode): code is EarnedBadgeCode =>
  (EARNED_BADGE_CODES as readonly string[]).includes(code);

/** How far a student is towards an earned badge; null for a badge a teacher gives. */
export function badgeProgress(code: BadgeCode, facts: BadgeFacts): BadgeProgress | null {
  return isEarnedBadge(code) ? rules[code].progress(facts) : null;
}

/** The earned badges a student's facts reach, of those not in `held`. */
export function newlyEarnedBadges(
  facts: BadgeFacts,
  held: ReadonlySet<BadgeCode>,
): EarnedBadgeCode[] {
  return EARNED_BADGE_CODES.filter((code) => {
    if (held.has(code)) return false;
    const { current, target } = rules[code].progress(facts);
    return current >= target;
  });
}

/** The badge not held yet that the student is nearest to, by the share of the way done. */
export function nextBadge(
  facts: BadgeFacts,
  held: ReadonlySet<BadgeCode>,
): { code: EarnedBadgeCode; progress: BadgeProgress } | null {
  let best: { code: EarnedBadgeCode; progress: BadgeProgress } | null = null;
  for (const code of EARNED_BADGE_CODES) {
    if (held.has(code)) continue;
    const progress = rules[code].progress(facts);
    if (progress.current >= progress.target) continue;
    const share = progress.current / progress.target;
    if (!best || share > best.progress.current / best.progress.target) best = { code, progress };
  }
  return best;
}
