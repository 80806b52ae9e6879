import { describe, expect, it } from 'vitest';
import { LEARNING_EVENT_KINDS, type LearningEventKind } from '../../db/schema/index.js';
import { validateStatement } from './statement-validation.js';
import { type LearningEventRow, type StatementSource, statementOf } from './statements.js';

const BASE = 'https://kitlab.example.org';

function rowOf(kind: LearningEventKind, extra: Partial<LearningEventRow> = {}): LearningEventRow {
  return {
    seq: 1,
    id: '0b5c4f6e-8d2a-4c1e-9f3b-2a7d5e6f8a9b',
    kind,
    organisationId: 3,
    actorId: 11,
    actorType: 'S',
    studentId: 11,
    teacherId: 7,
    classId: 4,
    subjectId: 2,
    kitId: 5,
    activityId: 9,
    assignmentId: 6,
    attemptId: 8,
    activityDetailId: null,
    success: null,
    scoreRaw: null,
    scoreMax: null,
    durationMs: null,
    attemptNumber: 1,
    data: {},
    occurredAt: new Date('2028-02-29T23:59:59.000Z'),
    storedAt: new Date('2028-03-01T00:00:00.250Z'),
    ...extra,
  };
}

function sourceOf(event: LearningEventRow): StatementSource {
  return {
    event,
    organisationToken: 'school-token',
    actorToken: event.actorType === 'S' ? 'student-token' : 'teacher-token',
    learnerToken: 'student-token',
    teacherToken: 'teacher-token',
    activityType: 'quiz',
    activityTitle: 'Forces quiz',
    kitTitle: 'Forces and motion',
  };
}

const build = (kind: LearningEventKind, extra: Partial<LearningEventRow> = {}) =>
  statementOf(sourceOf(rowOf(kind, extra)), BASE);

describe('statementOf', () => {
  it.each(LEARNING_EVENT_KINDS)('makes a valid xAPI 1.0.3 statement of a %s event', (kind) => {
    const teacherActs = kind.startsWith('assignment_') || kind.startsWith('work_');
    const statement = build(kind, {
      actorType: teacherActs ? 'T' : 'S',
      actorId: teacherActs ? 7 : 11,
      scoreRaw: kind === 'work_marked' ? 7 : null,
      scoreMax: kind === 'work_marked' ? 10 : null,
      activityDetailId: kind === 'answer_question' ? 21 : null,
      data: kind === 'enrollment' ? { course: 'Science' } : {},
    });
    expect(validateStatement(statement)).toEqual([]);
    expect(statement.verb.id).toMatch(
      /^(http:\/\/adlnet\.gov\/expapi\/verbs|https:\/\/w3id\.org\/xapi\/adl\/verbs)\//,
    );
  });

  it("names a teacher's badge as what the statement is about, and the student as its learner", () => {
    const statement = build('badge_given', {
      actorType: 'T',
      actorId: 7,
      data: { badge: 'great_effort' },
    });
    expect(validateStatement(statement)).toEqual([]);
    expect(statement.verb.id).toBe('http://adlnet.gov/expapi/verbs/achieved');
    expect(statement.object).toEqual({
      objectType: 'Activity',
      id: `${BASE}/xapi/activities/badge/great_effort`,
      definition: { type: 'http://activitystrea.ms/schema/1.0/badge' },
    });
    const extensions = statement.context.extensions as Record<string, unknown>;
    expect(extensions[`${BASE}/xapi/extensions/learner`]).toMatchObject({ name: 'student-token' });
  });

  it('is checked by a validator that does refuse a broken statement', () => {
    const statement = build('login');
    expect(validateStatement({ ...statement, verb: { id: 'logged in' } })).not.toEqual([]);
    expect(validateStatement({ ...statement, timestamp: '29/02/2028' })).not.toEqual([]);
  });

  it('names the actor by an account on the school home page, never by email or name', () => {
    const statement = build('login');
    expect(statement.actor).toEqual({
      objectType: 'Agent',
      account: { homePage: `${BASE}/organisations/school-token`, name: 'student-token' },
    });
    expect(JSON.stringify(statement)).not.toMatch(/mbox|@|first_name|last_name/);
  });

  it('gives the role as student for S and teacher for T and C', () => {
    const role = (actorType: 'S' | 'T' | 'C') =>
      build('logout', { actorType }).context.extensions as Record<string, unknown>;
    expect(role('S')[`${BASE}/xapi/extensions/role`]).toBe('student');
    expect(role('T')[`${BASE}/xapi/extensions/role`]).toBe('teacher');
    expect(role('C')[`${BASE}/xapi/extensions/role`]).toBe('teacher');
  });

  it('answers a question with its verdict, the fixed 3 s, and the activity as parent', () => {
    const statement = build('answer_question', {
      activityDetailId: 21,
      success: false,
      durationMs: 3000,
    });
    expect(statement.object.id).toBe(`${BASE}/xapi/activities/question/21`);
    expect(statement.result).toEqual({ success: false, duration: 'PT3S' });
    expect(statement.context.contextActivities).toMatchObject({
      parent: [{ id: `${BASE}/xapi/activities/activity/9` }],
      grouping: [{ id: `${BASE}/xapi/activities/kit/5` }],
    });
  });

  it('scores a submission with a scaled score and completion', () => {
    const statement = build('attempt_submitted', { scoreRaw: 3, scoreMax: 4, durationMs: 125_000 });
    expect(statement.result).toEqual({
      score: { raw: 3, min: 0, max: 4, scaled: 0.75 },
      completion: true,
      duration: 'PT125S',
    });
  });

  it('enrolls in the course Science', () => {
    const statement = build('enrollment', { data: { course: 'Science' } });
    expect(statement.object).toMatchObject({
      id: `${BASE}/xapi/activities/course/science`,
      definition: { name: { 'en-US': 'Science' } },
    });
  });

  it('names the learner a teacher marked, and keeps the event time and the time stored apart', () => {
    const statement = build('work_marked', {
      actorType: 'T',
      actorId: 7,
      scoreRaw: 2,
      scoreMax: 5,
    });
    expect(statement.context.extensions).toMatchObject({
      [`${BASE}/xapi/extensions/learner`]: {
        homePage: `${BASE}/organisations/school-token`,
        name: 'student-token',
      },
    });
    expect(statement.timestamp).toBe('2028-02-29T23:59:59.000Z');
    expect(statement.stored).toBe('2028-03-01T00:00:00.250Z');
  });
});
