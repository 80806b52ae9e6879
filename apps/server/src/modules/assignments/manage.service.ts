import type { assignments as contract } from '@kitlab/contract';
import {
  classesForKit,
  isDueDateAllowed,
  kitOwnersFor,
  schoolDate,
  teacherReachesKit,
} from '@kitlab/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { type TeachingRow, teachesClass } from '../classes/index.js';
import type { LearningEventRecorder } from '../learning-events/index.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import {
  canManageAssignment,
  coveringWork,
  duplicateRefusal,
  listNames,
} from './assignments.policy.js';
import {
  type AssignmentRecord,
  type AssignmentsRepository,
  inAssignmentsTransaction,
} from './assignments.repository.js';
import { planAssignmentChange } from './change-plan.js';
import { presentKitClassStatus } from './class-status.presenter.js';
import type { ViewerService } from './viewer.service.js';

type CreateBody = z.output<NonNullable<typeof contract.createAssignments.body>>;
type UpdateBody = z.output<NonNullable<typeof contract.updateAssignment.body>>;
type KitRef = z.output<NonNullable<typeof contract.getClassStatus.body>>;

const CHOOSE_ACTIVITY = 'Choose an activity of this kit.';

/** Creating, changing, cancelling and completing assignments: the rules and transactions. */
export function createManageService(deps: {
  db: Database;
  events: LearningEventRecorder;
  clock: Clock;
  repo: AssignmentsRepository;
  viewers: ViewerService;
  reader: AssignmentReader;
}) {
  const { db, events, clock, repo, viewers, reader } = deps;

  async function schoolOf(organisationId: number) {
    const school = await repo.school(organisationId);
    if (!school) throw notFound('No such school.');
    return school;
  }

  /** A kit the teacher may assign; any other kit is absent (404), never forbidden. */
  async function assignableKit(user: AuthUser, teaching: TeachingRow[], ref: KitRef) {
    const school = await schoolOf(user.organisationId);
    const kit = await repo.findKit({ kitId: ref.kit_id, kitToken: ref.kit_token });
    if (!kit || !teacherReachesKit(teaching, kitOwnersFor(school), kit)) {
      throw notFound('No such kit.');
    }
    return { kit, school };
  }

  /** An assignment this teacher may change: of a class they teach it in its subject (decision 0039). */
  async function managedAssignment(user: AuthUser, assignmentId: number) {
    const viewer = await viewers.viewerOf(user);
    const record = await repo.findAssignment(assignmentId);
    if (!record || !canManageAssignment(viewer, record)) throw notFound('No such assignment.');
    if (record.state === 'cancelled') {
      throw conflict(
        'This assignment was cancelled and can no longer be changed.',
        'assignment_cancelled',
      );
    }
    return record;
  }

  /** A live activity of the kit, or null for any other id. */
  async function activityOfKit(kitId: number, activityId: number) {
    const activity = await repo.findActivity(activityId);
    return activity && activity.kitId === kitId && activity.retiredAt === null ? activity : null;
  }

  async function todayAt(organisationId: number) {
    return schoolDate(clock.now(), (await schoolOf(organisationId)).timeZone);
  }

  return {
    async create(user: AuthUser, body: CreateBody) {
      const teaching = await repo.teachingOf(user.id);
      const { kit, school } = await assignableKit(user, teaching, body);
      const classIds = [...new Set(body.class_ids)];
      const found = await repo.classesByIds(classIds);
      const classes = classIds.map((id) => {
        const row = found.find((c) => c.id === id);
        const teaches = teachesClass(teaching, id);
        if (!row || row.organisationId !== user.organisationId || !teaches) {
          throw notFound('No such class.');
        }
        return row;
      });

      const errors: Record<string, string[]> = {};
      const activityId = body.activity_id ?? null;
      const activity = activityId === null ? null : await activityOfKit(kit.id, activityId);
      if (activityId !== null && !activity) {
        errors.activity_id = [CHOOSE_ACTIVITY];
      }
      const today = schoolDate(clock.now(), school.timeZone);
      if (!isDueDateAllowed(body.due_date, today)) {
        errors.due_date = [`The due date cannot be in the past. Choose ${today} or later.`];
      }
      const kitTeaching = classesForKit(teaching, kit);
      const notForKit = classes.filter((c) => !kitTeaching.some((t) => t.classId === c.id));
      if (notForKit.length > 0) {
        errors.class_ids = [
          `This kit is not for ${listNames(notForKit.map((c) => c.name))}: you do not teach it one of the kit's subjects in the kit's grade.`,
        ];
      }
      if (Object.keys(errors).length > 0) {
        throw invalidFields(errors);
      }

      const instructions = body.instructions ? body.instructions : null;
      const created = await inAssignmentsTransaction(db, events, async (tx) => {
        await tx.lockClasses(classIds);
        const refusal = duplicateRefusal(await tx.liveWorkOfKit(kit.id, classIds), classes, {
          kitTitle: kit.title,
          activity,
        });
        if (refusal) throw conflict(refusal, 'duplicate_assignment');
        const now = clock.now();
        const rows = await tx.insertAssignments(
          classes.map((c) => ({
            organisationId: c.organisationId,
            classId: c.id,
            kitId: kit.id,
            activityId,
            teacherId: user.id,
            teacherAssignId: kitTeaching.find((t) => t.classId === c.id)?.teacherAssignId ?? null,
            dueDate: body.due_date,
            instructions,
            createdAt: now,
            updatedAt: now,
          })),
        );
        await tx.recordChanges(
          rows.map((row) => ({
            assignment: row,
            kind: 'created' as const,
            actor: user,
            data: { due_date: row.dueDate },
            occurredAt: now,
          })),
        );
        return rows;
      });
      return { results: await reader.byIds(created.map((row) => row.id)) };
    },

    async update(user: AuthUser, body: UpdateBody) {
      const record = await managedAssignment(user, body.assignment_id);
      const plan = planAssignmentChange(record, body, await todayAt(record.organisationId));
      if (plan.errors) throw invalidFields(plan.errors);
      if (Object.keys(plan.values).length > 0) {
        const now = clock.now();
        await inAssignmentsTransaction(db, events, async (tx) => {
          await tx.updateAssignment(record.id, {
            ...plan.values,
            ...(plan.values.state === 'cancelled' ? { cancelledAt: now } : {}),
            updatedAt: now,
          });
          await tx.recordChanges(
            plan.events.map((event) => ({
              ...event,
              assignment: record,
              actor: user,
              occurredAt: now,
            })),
          );
        });
      }
      return reader.one(record.id);
    },

    async complete(user: AuthUser, assignmentId: number, completed: boolean) {
      const record: AssignmentRecord = await managedAssignment(user, assignmentId);
      const target = completed ? 'completed' : 'active';
      if (record.state !== target) {
        const now = clock.now();
        await inAssignmentsTransaction(db, events, async (tx) => {
          await tx.updateAssignment(record.id, {
            state: target,
            completedAt: completed ? now : null,
            updatedAt: now,
          });
          await tx.recordChanges([
            {
              assignment: record,
              kind: completed ? 'completed' : 'reopened',
              actor: user,
              occurredAt: now,
            },
          ]);
        });
      }
      return reader.one(record.id);
    },

    /**
     * The kit's state in each class the teacher could assign it to, and whether the kit (or the
     * activity asked about) can still go there, by the same rule `create` refuses with.
     */
    async classStatus(user: AuthUser, ref: KitRef) {
      const teaching = await repo.teachingOf(user.id);
      const { kit } = await assignableKit(user, teaching, ref);
      const activityId = ref.activity_id ?? null;
      if (activityId !== null && !(await activityOfKit(kit.id, activityId))) {
        throw invalidFields({ activity_id: [CHOOSE_ACTIVITY] });
      }
      const kitTeaching = classesForKit(teaching, kit).filter(
        (t, index, all) => all.findIndex((other) => other.classId === t.classId) === index,
      );
      const work = await repo.liveWorkOfKit(
        kit.id,
        kitTeaching.map((t) => t.classId),
      );
      const classes = kitTeaching.map((t) => {
        const own = work
          .filter((w) => w.classId === t.classId)
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
        return { teaching: t, work: own, covering: coveringWork(own, t.classId, activityId) };
      });
      return presentKitClassStatus(kit.id, classes, teaching);
    },
  };
}
