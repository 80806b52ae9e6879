import { describe, expect, it } from 'vitest';
import { topicFilters, toTopicListBody } from './topic-filters';

describe('topic list filters', () => {
  it('reads search, grade, subjects, kit and page from the address', () => {
    expect(
      topicFilters.read(new URLSearchParams('q=ratio&grade=7&subjects=2&kit=5&page=3')),
    ).toEqual({ search: 'ratio', grade: 7, subjects: [2], kitId: 5, page: 3 });
    expect(topicFilters.read(new URLSearchParams('kit=five')).kitId).toBeNull();
  });

  it('sends the kit as kit_id, and nothing that is not set', () => {
    expect(toTopicListBody(topicFilters.empty, 20)).toEqual({ page: 1, per_page: 20 });
    expect(toTopicListBody({ ...topicFilters.empty, kitId: 5, grade: 7 }, 20)).toEqual({
      page: 1,
      per_page: 20,
      grade: 7,
      kit_id: 5,
    });
  });

  it('counts the kit as a filter', () => {
    expect(topicFilters.isFiltered({ ...topicFilters.empty, kitId: 5 })).toBe(true);
    expect(topicFilters.change({ ...topicFilters.empty, page: 4 }, { kitId: 5 }).page).toBe(1);
  });
});
