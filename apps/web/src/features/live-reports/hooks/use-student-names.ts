import { useEffect, useMemo } from 'react';
import { fullName } from '../../../lib/full-name';
import type { ReportStudent } from '../api/live-report-types';
import {
  extendNumbering,
  keepNumbering,
  numbersOf,
  projectorName,
  readNumbering,
} from '../utils/projector-numbers';

export interface StudentNames {
  /** How the report names a student: their name, or "Student n" on the projector. */
  nameOf: (student: ReportStudent) => string;
  /** A student's projector number (for ordering the projector's rows); null off the projector. */
  numberOf: (student: ReportStudent) => number | null;
}

const tabStorage = () => window.sessionStorage;

/**
 * The names a report shows. On the projector every student of the class is "Student n", numbered
 * once per tab session (utils/projector-numbers.ts), so a student keeps their number as answers
 * come in and the page refreshes.
 */
export function useStudentNames(
  classId: number,
  students: readonly ReportStudent[],
  projector: boolean,
): StudentNames {
  const tokens = students.map((student) => student.user_token).join('\n');
  const numbering = useMemo(
    () =>
      projector ? extendNumbering(readNumbering(classId, tabStorage()), tokens.split('\n')) : [],
    [classId, tokens, projector],
  );
  useEffect(() => {
    if (projector) keepNumbering(classId, numbering, tabStorage());
  }, [classId, numbering, projector]);
  return useMemo(() => {
    if (!projector) return { nameOf: fullName, numberOf: () => null };
    const numbers = numbersOf(numbering);
    // A student first seen in a part of the report the class list did not have gets a number too.
    const numberOf = (student: ReportStudent) =>
      numbers.get(student.user_token) ?? numbers.size + 1;
    return { nameOf: (student) => projectorName(numberOf(student)), numberOf };
  }, [projector, numbering]);
}
