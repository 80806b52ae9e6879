import { describe, expect, it } from 'vitest';
import { activityFacts, countsLine, itemCount } from './kit-counts';

const question = { detail_type: 'question' as const };
const pageBreak = { detail_type: 'page_break' as const };
const step = { detail_type: 'step' as const };

describe('kit counts', () => {
  it("sums up a kit's lessons, topics and activities", () => {
    expect(countsLine({ lesson_count: 3, topic_count: 1, activity_count: 1 })).toBe(
      '3 lessons · 1 topic · 1 activity',
    );
  });

  it("counts a quiz's questions without its page breaks, and a quest's steps", () => {
    const quiz = {
      activity_type: 'quiz' as const,
      activity_details: [pageBreak, question, question, pageBreak, question],
      total_marks: 4,
      estimated_minutes: 20,
    };
    expect(itemCount(quiz)).toBe('3 questions');
    expect(activityFacts(quiz)).toBe('3 questions · 4 marks · about 20 minutes');
  });

  it('leaves out marks for a quest and time when the kit gives none', () => {
    const quest = {
      activity_type: 'quest' as const,
      activity_details: [step],
      total_marks: 0,
      estimated_minutes: null,
    };
    expect(activityFacts(quest)).toBe('1 step');
    const worksheet = {
      ...quest,
      activity_type: 'worksheet' as const,
      activity_details: [question],
    };
    expect(activityFacts({ ...worksheet, total_marks: 1 })).toBe('1 question · 1 mark');
  });
});
