import { describe, expect, it } from 'vitest';
import { planReturn, type ReturnFacts, redoRefusal } from './return-plan.js';

const quest: ReturnFacts = {
  activityType: 'quest',
  status: 'S',
  isLatest: true,
  work: { state: 'active', allowRetries: false },
  itemIds: [11, 12, 13],
};

describe('planReturn', () => {
  it('returns one step, its paper pages staying with the attempt', () => {
    expect(planReturn(quest, 12)).toEqual({
      kind: 'return',
      returnedItemIds: [12],
      movePaperPages: false,
    });
  });

  it('returns the whole attempt, and a paper worksheet’s pages with it', () => {
    expect(planReturn(quest, null)).toEqual({
      kind: 'return',
      returnedItemIds: [11, 12, 13],
      movePaperPages: true,
    });
    const paper = { ...quest, activityType: 'worksheet' as const };
    expect(planReturn(paper, null)).toMatchObject({ movePaperPages: true });
    expect(planReturn(paper, 11)).toMatchObject({ movePaperPages: false });
  });

  it('refuses quizzes, drafts, earlier attempts and closed work', () => {
    const codeOf = (facts: ReturnFacts) => {
      const plan = planReturn(facts, null);
      return plan.kind === 'refused' ? plan.refusal.code : plan.kind;
    };
    expect(codeOf({ ...quest, activityType: 'quiz' })).toBe('quiz_not_returnable');
    expect(codeOf({ ...quest, status: 'DR' })).toBe('not_submitted');
    expect(codeOf({ ...quest, isLatest: false })).toBe('not_latest_attempt');
    expect(codeOf({ ...quest, work: { state: 'completed', allowRetries: true } })).toBe(
      'assignment_closed',
    );
  });

  it('names an item of another activity as a field error', () => {
    expect(planReturn(quest, 99)).toEqual({
      kind: 'invalid',
      errors: { activity_detail_id: ['This item is not part of this activity.'] },
    });
  });
});

describe('redoRefusal', () => {
  it('lets anything change when nothing or the whole attempt is back with the student', () => {
    expect(redoRefusal([], 11)).toBeNull();
    expect(redoRefusal([{ activityDetailId: null }], 11)).toBeNull();
    expect(redoRefusal([{ activityDetailId: null }], null)).toBeNull();
  });

  it('keeps the items that were not returned as they were handed in', () => {
    const open = [{ activityDetailId: 12 }];
    expect(redoRefusal(open, 12)).toBeNull();
    expect(redoRefusal(open, 11)?.code).toBe('not_returned');
    expect(redoRefusal(open, null)?.status).toBe(409);
  });
});
