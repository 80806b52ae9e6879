import { describe, expect, it } from 'vitest';
import { classOptionLabel, classOptions, NO_CLASS_CHOSEN } from './class-options';

const teacherClass = (
  teacher_assign_id: number,
  class_name: string,
  class_subject_name: string,
) => ({
  teacher_assign_id,
  class_id: teacher_assign_id + 100,
  class_name,
  class_subject_id: 1,
  class_subject_name,
  class_grade_id: 6,
  class_token: `token-${teacher_assign_id}`,
});

describe('the class selector options', () => {
  it('labels each class "class name - subject name"', () => {
    expect(classOptionLabel({ class_name: '6A', class_subject_name: 'Science' })).toBe(
      '6A - Science',
    );
  });

  it('starts with "Select" for no class, then the classes by teacher assignment', () => {
    expect(NO_CLASS_CHOSEN).toBe('Select');
    expect(
      classOptions([teacherClass(3, '6A', 'Science'), teacherClass(4, '6A', 'Mathematics')]),
    ).toEqual([
      { value: '', label: 'Select' },
      { value: '3', label: '6A - Science' },
      { value: '4', label: '6A - Mathematics' },
    ]);
  });
});
