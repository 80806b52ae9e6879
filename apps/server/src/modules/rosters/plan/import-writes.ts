import type { UserType } from '@kitlab/contract';
import type { ReadFile } from '../bundle/roster-rows.js';
import type { Ref } from '../roster-state.js';

/** A person the import creates or changes; `isActive` false deactivates them. */
export interface UserWrite {
  school: Ref;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

export interface RecordWrite {
  file: ReadFile;
  sourcedId: string;
  record: Ref | null;
  user: Ref | null;
  data: Record<string, unknown>;
  active: boolean;
}

/**
 * Everything applying a plan writes, in the order it is written. New rows are named by a key
 * (`users:<sourcedId>`) that later writes use before the row has an id.
 */
export interface ImportWrites {
  gradeNumbers: number[];
  newSchools: { key: string; name: string; parentId: number }[];
  schoolNames: { id: number; name: string }[];
  newClasses: { key: string; school: Ref; gradeNumber: number; name: string }[];
  classUpdates: { id: number; gradeNumber: number; name: string }[];
  newUsers: (UserWrite & { key: string })[];
  userUpdates: (UserWrite & { id: number })[];
  placements: { student: Ref; class: Ref; school: Ref }[];
  teachings: { teacher: Ref; class: Ref; school: Ref; subjectId: number }[];
  /** Placements and teachings the roster gave before and no longer gives: all existing rows. */
  endedPlacements: { studentId: number; classId: number }[];
  endedTeachings: { teacherId: number; classId: number; subjectId: number }[];
  records: RecordWrite[];
}

export function emptyWrites(): ImportWrites {
  return {
    gradeNumbers: [],
    newSchools: [],
    schoolNames: [],
    newClasses: [],
    classUpdates: [],
    newUsers: [],
    userUpdates: [],
    placements: [],
    teachings: [],
    endedPlacements: [],
    endedTeachings: [],
    records: [],
  };
}
