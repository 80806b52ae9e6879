import type { UserType } from '@kitlab/contract';
import type { HierarchySchool } from '../../api/get-hierarchy';

export const ROLE_OPTIONS: { value: UserType; label: string }[] = [
  { value: 'S', label: 'Students' },
  { value: 'T', label: 'Teachers' },
  { value: 'C', label: 'Administrators' },
];

export function schoolOptions(schools: readonly HierarchySchool[]) {
  return schools.map((school) => ({ value: school.school_token, label: school.name }));
}

/** Classes as the options of a select, by id. */
export function classSelectOptions(classes: HierarchySchool['classes']) {
  return classes.map((c) => ({ value: String(c.class_id), label: c.class_name }));
}

/** One school's classes, or every school's grouped under its name when none is chosen. */
export function classOptions(schools: readonly HierarchySchool[], schoolToken: string | null) {
  const toOptions = (school: HierarchySchool) => classSelectOptions(school.classes);
  const chosen = schools.find((school) => school.school_token === schoolToken);
  if (chosen) return toOptions(chosen);
  if (schools.length === 1 && schools[0]) return toOptions(schools[0]);
  return schools.map((school) => ({ group: school.name, items: toOptions(school) }));
}

/** The classes of the school a managed user belongs to. */
export function classesOfSchool(schools: readonly HierarchySchool[], schoolToken?: string | null) {
  return schools.find((school) => school.school_token === schoolToken)?.classes ?? [];
}
