import { describe, expect, it } from 'vitest';
import { gradeFromClassName, teacherClassLabel } from './classes.js';

describe('gradeFromClassName', () => {
  it.each([
    ['6A', 6],
    ['7 B', 7],
    ['Grade 8 - C', 8],
    ['12Science', 12],
  ])('reads %s as grade %i', (name, grade) => {
    expect(gradeFromClassName(name)).toBe(grade);
  });

  it('answers null when the name has no number', () => {
    expect(gradeFromClassName('Robotics club')).toBeNull();
  });
});

describe('teacherClassLabel', () => {
  it('joins class and subject as the specification shows them', () => {
    expect(teacherClassLabel('6A', 'Science')).toBe('6A - Science');
  });
});
