import type { kits } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { KitAssignmentSource } from '../modules/kits/index.js';

type KitStatus = kits.KitStatus;

const noIds = () => sql`select null::integer where false`;

/** A library without assignments: every kit is Not Assigned and no class has any kit. */
export const noKitAssignments: KitAssignmentSource = {
  teacherStatus: () => sql<KitStatus>`'Not Assigned'`,
  studentStatus: () => sql<KitStatus>`'Assigned'`,
  teacherDueDate: () => sql<string | null>`null`,
  classDueDate: () => sql<string | null>`null`,
  kitsAssignedToClass: noIds,
  classesWithKit: noIds,
  recentForTeacher: async () => ({ total: 0, rows: [] }),
  recentForClass: async () => ({ total: 0, rows: [] }),
};
