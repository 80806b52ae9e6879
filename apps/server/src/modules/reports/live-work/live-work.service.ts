import type { reports } from '@kitlab/contract';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import {
  type ContentCache,
  canReviewClass,
  canReviewWork,
  type Reviewer,
} from '../../activities/index.js';
import type { KitFactsCache } from '../../assignments/index.js';
import type { ClassWorkRepository, ClassWorkScene } from './class-work.repository.js';
import { presentDashboard } from './dashboard.presenter.js';
import type { DashboardRepository } from './dashboard.repository.js';
import { presentQuestDetails } from './quest-details.presenter.js';
import { presentQuizDetails } from './quiz-details.presenter.js';

export interface LiveWorkDeps {
  dashboards: DashboardRepository;
  classWork: ClassWorkRepository;
  kitFacts: KitFactsCache;
  content: ContentCache;
  clock: Clock;
}

type ActivityType = reports.LiveWorkEntry['activity_type'];

/** The live work reports: a teacher's open work, and one quiz's or quest's details in a class. */
export function createLiveWorkService(deps: LiveWorkDeps) {
  const { dashboards, classWork, kitFacts, content, clock } = deps;

  /**
   * The class's scene once the teacher may see the activity's work there: a class they teach
   * (else 404, as another school's), the activity assigned to it in a subject they teach it
   * (decision 0039), of the type the report is for.
   */
  async function reachedWork(user: AuthUser, ask: ClassAndActivity, type: ActivityType) {
    const scene = await classWork.sceneOf({ teacherId: user.id, ...ask });
    if (!scene) throw notFound('No such class.');
    const { schoolClass, found } = scene;
    const reviewer: Reviewer = {
      kind: 'teacher',
      userId: user.id,
      teaching: scene.subjectIds.map((subjectId) => ({ classId: schoolClass.id, subjectId })),
    };
    if (!canReviewClass(reviewer, schoolClass)) throw notFound('No such class.');
    const work = scene.covering.find((w) => canReviewWork(reviewer, w));
    if (!found || !work || found.activity.activityType !== type) {
      throw notFound(`No such ${type} in this class.`);
    }
    return { scene, found, now: clock.now() };
  }

  function headingOf(
    scene: ClassWorkScene,
    found: NonNullable<ClassWorkScene['found']>,
    now: Date,
  ) {
    return {
      class_id: scene.schoolClass.id,
      class_name: scene.schoolClass.name,
      activity_id: found.activity.id,
      activity_title: found.activity.title,
      activity_type: found.activity.activityType,
      kit_token: found.kitToken,
      kit_title: found.kitTitle,
      now: now.toISOString(),
      out_of: scene.students.length,
    };
  }

  return {
    async dashboard(user: AuthUser, classId: number | null): Promise<reports.LiveDashboard> {
      const now = clock.now();
      const classes = await dashboards.classesOf({
        teacherId: user.id,
        organisationId: user.organisationId,
        classId,
        now,
      });
      if (classId !== null && classes.length === 0) throw notFound('No such class.');
      const kits = await kitFacts.of(
        classes.flatMap((c) => c.work.map((w) => ({ kitId: w.kitId, version: w.kitVersion }))),
      );
      return presentDashboard(classes, kits, now.getTime());
    },

    async quizDetails(user: AuthUser, ask: ClassAndActivity): Promise<reports.QuizDetails> {
      const { scene, found, now } = await reachedWork(user, ask, 'quiz');
      const { details, options } = await content.contentOf(found);
      return presentQuizDetails({
        heading: headingOf(scene, found, now),
        details,
        options,
        students: scene.students,
        attempts: scene.attempts,
        now: now.getTime(),
      });
    },

    async questDetails(user: AuthUser, ask: ClassAndActivity): Promise<reports.QuestDetails> {
      const { scene, found, now } = await reachedWork(user, ask, 'quest');
      const { details } = await content.contentOf(found);
      return presentQuestDetails({
        heading: headingOf(scene, found, now),
        details,
        students: scene.students,
        attempts: scene.attempts,
        now: now.getTime(),
      });
    },
  };
}

interface ClassAndActivity {
  classId: number;
  activityId: number;
}

export type LiveWorkService = ReturnType<typeof createLiveWorkService>;
