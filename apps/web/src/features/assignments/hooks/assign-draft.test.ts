import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAssignDraft, keepAssignDraft, readAssignDraft } from './assign-draft';

const quiz = { kitId: 7, kitTitle: 'Sensors', activityId: 3, activityTitle: 'Sensor quiz' };
const wholeKit = { kitId: 7, kitTitle: 'Sensors' };
const draft = { classIds: [4, 9], dueDate: '2027-02-12', instructions: 'Pairs.' };

describe('the assign draft', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps one draft per kit or activity until it is forgotten', () => {
    const storage = window.sessionStorage;
    expect(readAssignDraft(quiz, storage)).toEqual({
      classIds: [],
      dueDate: null,
      instructions: '',
    });
    keepAssignDraft(quiz, draft, storage);
    expect(readAssignDraft(quiz, storage)).toEqual(draft);
    expect(readAssignDraft(wholeKit, storage).classIds).toEqual([]);
    expect(storage.getItem('kitlab.assign_draft.kit-7-activity-3')).not.toBeNull();
    forgetAssignDraft(quiz, storage);
    expect(readAssignDraft(quiz, storage).classIds).toEqual([]);
  });

  it('starts empty from a damaged draft or a browser without storage', () => {
    window.sessionStorage.setItem('kitlab.assign_draft.kit-7', '{"classIds":"6A"');
    expect(readAssignDraft(wholeKit, window.sessionStorage).classIds).toEqual([]);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(readAssignDraft(wholeKit, broken).dueDate).toBeNull();
    expect(() => keepAssignDraft(wholeKit, draft, broken)).not.toThrow();
  });
});
