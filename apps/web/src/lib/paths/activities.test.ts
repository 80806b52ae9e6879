import { describe, expect, it } from 'vitest';
import { PLAYER_PATHS, playerPath, responsePath, submissionsPath } from './activities';

const kitToken = '5b0e8a3c-1f2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('player paths', () => {
  it('opens each activity type at its own named route', () => {
    expect(playerPath({ activityType: 'quiz', activityId: 12 })).toBe('/quiz/12');
    expect(playerPath({ activityType: 'quest', activityId: 3 })).toBe('/quest/3');
    expect(playerPath({ activityType: 'worksheet', activityId: 8 })).toBe('/worksheet/8');
    expect(PLAYER_PATHS.quiz).toBe('/quiz/:activityId');
  });

  it('carries the assignment and kit when known, and leaves out what is not', () => {
    expect(playerPath({ activityType: 'quiz', activityId: 12, assignmentId: 4, kitToken })).toBe(
      `/quiz/12?assignment=4&kit=${kitToken}`,
    );
    expect(playerPath({ activityType: 'quest', activityId: 3, assignmentId: null, kitToken })).toBe(
      `/quest/3?kit=${kitToken}`,
    );
  });
});

describe('review paths', () => {
  it('lists submissions of an activity, in a class when chosen', () => {
    expect(submissionsPath({ kitToken, activityId: 7 })).toBe(`/submissions/${kitToken}/7`);
    expect(submissionsPath({ kitToken, activityId: 7, classId: 21 })).toBe(
      `/submissions/${kitToken}/7?class=21`,
    );
  });

  it("opens one student's attempt and keeps the class for the way back", () => {
    expect(responsePath({ kitToken, activityId: 7, classId: 21, answerHeaderId: 99 })).toBe(
      `/submissions/${kitToken}/7/99?class=21`,
    );
    expect(submissionsPath({ kitToken: 'a/b', activityId: 1 })).toBe('/submissions/a%2Fb/1');
  });
});
