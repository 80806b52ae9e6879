import { describe, expect, it } from 'vitest';
import { classesForKit, isInOwnerScope, kitOwnersFor, teacherReachesKit } from './kit-reach.js';

const SCHOOL = 10;
const DISTRICT = 1;
const teaching = [
  { classId: 100, gradeId: 6, subjectId: 1 },
  { classId: 101, gradeId: 7, subjectId: 2 },
];
const kit = { organisationId: null, gradeId: 6, subjectIds: [1, 3] };

describe('kit reach', () => {
  it('owns kits within the school and its district', () => {
    expect(kitOwnersFor({ id: SCHOOL, parentId: DISTRICT })).toEqual([SCHOOL, DISTRICT]);
    expect(kitOwnersFor({ id: DISTRICT, parentId: null })).toEqual([DISTRICT]);
    expect(isInOwnerScope({ organisationId: null }, [])).toBe(true);
    expect(isInOwnerScope({ organisationId: DISTRICT }, [SCHOOL, DISTRICT])).toBe(true);
    expect(isInOwnerScope({ organisationId: 99 }, [SCHOOL, DISTRICT])).toBe(false);
  });

  it('offers the classes of the kit grade taught in one of its subjects', () => {
    expect(classesForKit(teaching, kit)).toEqual([teaching[0]]);
    expect(classesForKit(teaching, { ...kit, subjectIds: [3] })).toEqual([]);
    // Grade 7 and subject 1 are each taught, but not together.
    expect(classesForKit(teaching, { ...kit, gradeId: 7 })).toEqual([]);
  });

  it('lets a teacher reach platform kits and kits of the school or district only', () => {
    const owners = [SCHOOL, DISTRICT];
    expect(teacherReachesKit(teaching, owners, kit)).toBe(true);
    expect(teacherReachesKit(teaching, owners, { ...kit, organisationId: DISTRICT })).toBe(true);
    expect(teacherReachesKit(teaching, owners, { ...kit, organisationId: 12 })).toBe(false);
    expect(teacherReachesKit(teaching, owners, { ...kit, gradeId: 8 })).toBe(false);
    expect(teacherReachesKit([], owners, kit)).toBe(false);
  });
});
