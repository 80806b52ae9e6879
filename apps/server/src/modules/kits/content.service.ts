import type { kits, ParsedPart } from '@kitlab/contract';
import type { StepContent } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ActivityRow } from './content.repository.js';
import { type KitAccess, noSuchKit, type OpenedKit } from './kit-access.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import {
  type ActivityParts,
  presentLessons,
  presentStudentActivities,
  presentTeacherActivities,
  presentTopics,
} from './kit-content.presenter.js';
import { MediaLinks } from './kit-media.js';
import { presentKitSummaries } from './kit-summary.presenter.js';
import { classesForKit, type KitReader } from './kits.policy.js';
import type { LibraryRepository } from './library.repository.js';
import { presentTeaching } from './library.service.js';

/** A kit by id or token, and a student's class: the body of getKits, lessonsByKit and unassignedClasses. */
export type KitRef = ParsedPart<typeof kits.getKits.body>;

const refOf = (ref: KitRef) => ({ id: ref.kit_id, token: ref.kit_token });

/** One kit's content, its activities' materials and the data of its printables. */
export function createContentService(deps: {
  access: KitAccess;
  library: LibraryRepository;
  source: KitAssignmentSource;
}) {
  const { access, library, source } = deps;
  const { content } = access;

  async function card(reader: KitReader, kit: OpenedKit) {
    const rows = await library.summariesOf(reader, [kit.id]);
    const cards = presentKitSummaries(rows, await library.subjectsOf([kit.id]));
    if (cards.length === 0) throw noSuchKit();
    return cards;
  }

  async function activityParts(kit: OpenedKit, activities: ActivityRow[]): Promise<ActivityParts> {
    const [details, media] = await Promise.all([
      content.detailsOf(activities.map((a) => a.id)),
      content.mediaOf(kit.id),
    ]);
    const options = await content.optionsOf(
      details.filter((d) => d.detailType === 'question').map((d) => d.id),
    );
    return { activities, details, options, links: new MediaLinks(kit.token, media) };
  }

  /** An activity of a kit the reader may open; any other answers 404. */
  async function openActivity(reader: KitReader, ref: { id?: number; token?: string }) {
    const activity = await content.findActivity(ref);
    if (!activity) throw notFound('No such activity.');
    const kit = await access.openKit(reader, { id: activity.kitId }).catch(() => {
      throw notFound('No such activity.');
    });
    return { activity, kit, parts: await activityParts(kit, [activity]) };
  }

  async function kitContent(user: AuthUser, token: string, requestedClass?: number) {
    const reader = await access.readerFor(user, requestedClass);
    const kit = await access.openKit(reader, { token });
    const [topics, lessons, activities, media] = await Promise.all([
      content.topicsOf(kit.id),
      content.lessonsOf(kit.id),
      content.activitiesOf(kit.id),
      content.mediaOf(kit.id),
    ]);
    const parts = await activityParts(kit, activities);
    return {
      reader,
      parts,
      shown: {
        kit: await card(reader, kit),
        topics: presentTopics(topics),
        lessons: presentLessons(lessons, new MediaLinks(kit.token, media)),
      },
    };
  }

  return {
    async openActivityFor(user: AuthUser, ref: { id?: number; token?: string }) {
      return openActivity(await access.readerFor(user), ref);
    },

    async teacherContent(user: AuthUser, token: string) {
      const { shown, parts } = await kitContent(user, token);
      return { ...shown, activities: presentTeacherActivities(parts) };
    },

    async studentContent(user: AuthUser, token: string, requestedClass?: number) {
      const { shown, parts } = await kitContent(user, token, requestedClass);
      return { ...shown, activities: presentStudentActivities(parts) };
    },

    async kitCard(user: AuthUser, ref: KitRef) {
      const reader = await access.readerFor(user, ref.class);
      return { kit: await card(reader, await access.openKit(reader, refOf(ref))) };
    },

    async lessons(user: AuthUser, ref: KitRef) {
      const reader = await access.readerFor(user, ref.class);
      const kit = await access.openKit(reader, refOf(ref));
      const [lessons, media] = await Promise.all([
        content.lessonsOf(kit.id),
        content.mediaOf(kit.id),
      ]);
      return {
        kit_id: kit.id,
        kit_token: kit.token,
        results: presentLessons(lessons, new MediaLinks(kit.token, media)),
      };
    },

    async unassignedClasses(user: AuthUser, ref: KitRef) {
      const reader = await access.readerFor(user);
      const kit = await access.openKit(reader, refOf(ref));
      const withKit = await content.classIdsIn(source.classesWithKit(kit.id));
      const teaching = await access.readers.teachingOf(user.id);
      const fitting = classesForKit(reader.teaching, kit).map((t) => t.teacherAssignId);
      return {
        results: teaching
          .filter((t) => fitting.includes(t.teacherAssignId) && !withKit.includes(t.classId))
          .map(presentTeaching),
      };
    },

    async materials(user: AuthUser, activityToken: string, detailId?: number) {
      const { activity, parts } = await this.openActivityFor(user, { token: activityToken });
      const steps = parts.details.filter(
        (d) => d.detailType === 'step' && (detailId === undefined || d.id === detailId),
      );
      if (detailId !== undefined && steps.length === 0)
        throw notFound('No such step in this activity.');
      return {
        activity_id: activity.id,
        activity_token: activity.token,
        title: activity.title,
        materials: steps.flatMap((step) =>
          (step.content as StepContent).materials.map((m) => ({
            ...m,
            activity_detail_id: step.id,
            step_title: step.text,
          })),
        ),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
