import { describe, expect, it } from 'vitest';
import { presentOwnClass, presentTopic } from './library.presenter.js';

const topic = {
  id: 7,
  slug: 'forces',
  title: 'Forces',
  summary: 'Pushes and pulls',
  position: 2,
  kitId: 3,
  kitToken: 'kit-3',
  kitTitle: 'Motion',
  grade: 8,
};

describe('presentTopic', () => {
  it('counts only its own activities and lists their types in order', () => {
    const shown = presentTopic(
      topic,
      [
        { kitId: 3, id: 1, name: 'Science' },
        { kitId: 4, id: 2, name: 'Maths' },
      ],
      [
        { topicId: 7, type: 'quiz', n: 2 },
        { topicId: 7, type: 'quest', n: 3 },
        { topicId: 8, type: 'worksheet', n: 5 },
      ],
    );
    expect(shown.subjects).toEqual([{ id: 1, name: 'Science' }]);
    expect(shown.activity_count).toBe(5);
    expect(shown.activity_types).toEqual(['quest', 'quiz']);
  });

  it('shows a topic without activities as empty', () => {
    const shown = presentTopic(topic, [], []);
    expect(shown.activity_count).toBe(0);
    expect(shown.activity_types).toEqual([]);
  });
});

describe('presentOwnClass', () => {
  it('has no teaching assignment or subject', () => {
    const own = { classId: 1, className: '8A', classToken: 'c1', gradeId: 4, grade: 8 };
    expect(presentOwnClass(own as Parameters<typeof presentOwnClass>[0])).toEqual({
      class_id: 1,
      class_name: '8A',
      class_token: 'c1',
      class_grade_id: 4,
      grade: 8,
      teacher_assign_id: null,
      subject_id: null,
      subject_name: null,
    });
  });
});
