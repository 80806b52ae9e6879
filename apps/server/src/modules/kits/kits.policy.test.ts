import { describe, expect, it } from 'vitest';
import {
  classesForKit,
  isInOwnerScope,
  kitOwnersFor,
  type ScopedReader,
  statusesFor,
  studentCanSeeKit,
  studentClassFor,
  teacherCanSeeKit,
} from './kits.policy.js';

const SCHOOL = 10;
const DISTRICT = 1;
const teacher: ScopedReader = {
  userType: 'T',
  ownerIds: [SCHOOL, DISTRICT],
  classId: null,
};
const teaching = [
  { teacherAssignId: 1, classId: 100, gradeId: 6, subjectId: 1 },
  { teacherAssignId: 2, classId: 101, gradeId: 7, subjectId: 2 },
];
const student: ScopedReader = { ...teacher, userType: 'S', classId: 100 };
const platformKit = { organisationId: null, gradeId: 6, subjectIds: [1, 3] };

describe('kit policy', () => {
  it('scopes private kits to their school or district', () => {
    expect(kitOwnersFor({ id: SCHOOL, parentId: DISTRICT })).toEqual([SCHOOL, DISTRICT]);
    expect(kitOwnersFor({ id: DISTRICT, parentId: null })).toEqual([DISTRICT]);
    expect(isInOwnerScope({ organisationId: null }, [])).toBe(true);
    expect(isInOwnerScope({ organisationId: DISTRICT }, [SCHOOL, DISTRICT])).toBe(true);
    expect(isInOwnerScope({ organisationId: 99 }, [SCHOOL, DISTRICT])).toBe(false);
  });

  it('shows a teacher the kits of a grade and subject they teach together', () => {
    expect(teacherCanSeeKit(teacher, teaching, platformKit)).toBe(true);
    // Grade 6 is taught, and subject 2 is taught, but not subject 2 in grade 6.
    expect(teacherCanSeeKit(teacher, teaching, { ...platformKit, subjectIds: [2] })).toBe(false);
    expect(teacherCanSeeKit(teacher, teaching, { ...platformKit, gradeId: 8 })).toBe(false);
    expect(teacherCanSeeKit(teacher, teaching, { ...platformKit, organisationId: 99 })).toBe(false);
    expect(teacherCanSeeKit(teacher, teaching, { ...platformKit, organisationId: SCHOOL })).toBe(
      true,
    );
    expect(teacherCanSeeKit(student, teaching, platformKit)).toBe(false);
  });

  it('shows a student only kits assigned to their class', () => {
    expect(studentCanSeeKit(student, platformKit, true)).toBe(true);
    expect(studentCanSeeKit(student, platformKit, false)).toBe(false);
    expect(studentCanSeeKit({ ...student, classId: null }, platformKit, true)).toBe(false);
    expect(studentCanSeeKit(student, { ...platformKit, organisationId: 99 }, true)).toBe(false);
    expect(studentCanSeeKit(teacher, platformKit, true)).toBe(false);
  });

  it("picks the student's class and refuses another", () => {
    expect(studentClassFor(undefined, 100)).toBe(100);
    expect(studentClassFor(100, 100)).toBe(100);
    expect(studentClassFor(101, 100)).toBeNull();
    expect(studentClassFor(undefined, null)).toBeNull();
  });

  it("lists the teacher's classes a kit fits", () => {
    expect(classesForKit(teaching, platformKit).map((t) => t.classId)).toEqual([100]);
    expect(classesForKit(teaching, { ...platformKit, gradeId: 7 })).toEqual([]);
  });

  it('offers teachers every status to filter by, and students only those their kits can have', () => {
    expect(statusesFor(teacher)).toEqual(['Completed', 'Assigned', 'Not Assigned']);
    expect(statusesFor(student)).toEqual(['Completed', 'Assigned']);
  });
});
