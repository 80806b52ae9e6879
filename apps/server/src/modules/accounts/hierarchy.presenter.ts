import type { accounts } from '@kitlab/contract';
import type { z } from 'zod';
import { groupedBy } from '../../lib/grouped.js';
import type { districtOf, SchoolRow } from '../organisations/index.js';
import type {
  HierarchyClassRow,
  HierarchyRepository,
  HierarchyTeacherRow,
} from './hierarchy.repository.js';

type Hierarchy = z.input<typeof accounts.getHierarchy.response>;

export interface HierarchyFacts {
  district: Awaited<ReturnType<typeof districtOf>>;
  schools: SchoolRow[];
  classes: HierarchyClassRow[];
  teachers: HierarchyTeacherRow[];
  grades: Awaited<ReturnType<HierarchyRepository['grades']>>;
  subjects: Awaited<ReturnType<HierarchyRepository['subjects']>>;
}

/** The district, each school with its classes and teachers, and the grades and subjects. */
export function presentHierarchy(facts: HierarchyFacts): Hierarchy {
  const { district } = facts;
  const classesOf = groupedBy(facts.classes, (c) => c.schoolId);
  const teachersOf = groupedBy(facts.teachers, (t) => t.schoolId);
  return {
    district: district ? { organisation_token: district.token, name: district.name } : null,
    schools: facts.schools.map((school) => ({
      school_token: school.token,
      name: school.name,
      classes: (classesOf.get(school.id) ?? []).map((c) => ({
        class_id: c.classId,
        class_name: c.className,
        class_grade_id: c.gradeId,
        grade: c.grade,
      })),
      teachers: (teachersOf.get(school.id) ?? []).map((t) => ({
        teacher_token: t.token,
        first_name: t.firstName,
        last_name: t.lastName,
        teaching: t.teaching.map((c) => ({ class_id: c.classId, subject_id: c.subjectId })),
      })),
    })),
    grades: facts.grades.map((g) => ({ id: g.id, number: g.number, name: g.name })),
    subjects: facts.subjects.map((s) => ({ id: s.id, name: s.name })),
  };
}
