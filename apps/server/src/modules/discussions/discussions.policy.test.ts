import { describe, expect, it } from 'vitest';
import {
  canReadDiscussion,
  canRemoveInDiscussion,
  canStartDiscussion,
  type DiscussionReader,
  type DiscussionScope,
} from './discussions.policy.js';

const SCIENCE = 1;
const MATHS = 2;
const student: DiscussionReader = {
  userId: 10,
  userType: 'S',
  organisationId: 5,
  classId: 100,
  teaching: [],
};
const classmate: DiscussionReader = { ...student, userId: 11 };
const otherClassStudent: DiscussionReader = { ...student, userId: 12, classId: 101 };
const teacher: DiscussionReader = {
  userId: 20,
  userType: 'T',
  organisationId: 5,
  classId: null,
  teaching: [{ classId: 100, subjectId: SCIENCE }],
};
const mathsTeacher: DiscussionReader = {
  ...teacher,
  userId: 21,
  teaching: [{ classId: 100, subjectId: MATHS }],
};
const otherSchoolTeacher: DiscussionReader = { ...teacher, userId: 22, organisationId: 6 };
const admin: DiscussionReader = { ...teacher, userId: 30, userType: 'C', teaching: [] };

const thread: DiscussionScope = {
  organisationId: 5,
  classId: 100,
  subjectId: SCIENCE,
  studentId: 10,
};
const classThread: DiscussionScope = { ...thread, studentId: null };

describe('canReadDiscussion', () => {
  it("lets a student read their own thread and their class's thread", () => {
    expect(canReadDiscussion(student, thread)).toBe(true);
    expect(canReadDiscussion(student, classThread)).toBe(true);
  });

  it("never lets a student reach another student's thread or another class's thread", () => {
    expect(canReadDiscussion(classmate, thread)).toBe(false);
    expect(canReadDiscussion(otherClassStudent, thread)).toBe(false);
    expect(canReadDiscussion(otherClassStudent, classThread)).toBe(false);
  });

  it('lets the teachers of the class and subject read, no one else', () => {
    expect(canReadDiscussion(teacher, thread)).toBe(true);
    expect(canReadDiscussion(teacher, classThread)).toBe(true);
    expect(canReadDiscussion(mathsTeacher, thread)).toBe(false);
    expect(canReadDiscussion(otherSchoolTeacher, thread)).toBe(false);
    expect(canReadDiscussion(admin, thread)).toBe(false);
  });

  it('lets any teacher of the class read once the subject is no longer known', () => {
    expect(canReadDiscussion(mathsTeacher, { ...thread, subjectId: null })).toBe(true);
  });

  it('refuses a student of another school with the same ids', () => {
    expect(canReadDiscussion({ ...student, organisationId: 6 }, thread)).toBe(false);
  });
});

describe('canRemoveInDiscussion', () => {
  it("lets the teachers of the discussion's class and subject remove from any of its threads", () => {
    expect(canRemoveInDiscussion(teacher, thread)).toBe(true);
    expect(canRemoveInDiscussion(teacher, classThread)).toBe(true);
    expect(canRemoveInDiscussion(mathsTeacher, { ...thread, subjectId: null })).toBe(true);
  });

  it('never lets a student remove, not even in their own thread', () => {
    expect(canRemoveInDiscussion(student, thread)).toBe(false);
    expect(canRemoveInDiscussion(student, classThread)).toBe(false);
  });

  it('refuses teachers of another subject, of another school, and administrators', () => {
    expect(canRemoveInDiscussion(mathsTeacher, thread)).toBe(false);
    expect(canRemoveInDiscussion(otherSchoolTeacher, thread)).toBe(false);
    expect(canRemoveInDiscussion(otherSchoolTeacher, classThread)).toBe(false);
    expect(canRemoveInDiscussion(admin, classThread)).toBe(false);
  });
});

describe('canStartDiscussion', () => {
  it('lets a student start only their own thread, in their own class', () => {
    expect(canStartDiscussion(student, thread)).toBe(true);
    expect(canStartDiscussion(classmate, thread)).toBe(false);
    expect(canStartDiscussion(student, { ...thread, classId: 101 })).toBe(false);
    expect(canStartDiscussion(teacher, thread)).toBe(false);
  });

  it('lets only a teacher of the class and subject open the class thread', () => {
    expect(canStartDiscussion(teacher, classThread)).toBe(true);
    expect(canStartDiscussion(student, classThread)).toBe(false);
    expect(canStartDiscussion(mathsTeacher, classThread)).toBe(false);
  });
});
