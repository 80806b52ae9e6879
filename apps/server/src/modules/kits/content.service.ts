import type { kits, ParsedPart } from '@kitlab/contract';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ActivityRow } from './content.repository.js';
import type { KitAccess, OpenedKit } from './kit-access.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import {
  type ActivityParts,
  presentKitLessons,
  presentMaterials,
} from './kit-content.presenter.js';
import { MediaLinks } from './kit-media.js';
import { presentKitCard } from './kit-summary.presenter.js';
import { classesForKit, type KitReader } from './kits.policy.js';
import { presentTeaching } from './library.presenter.js';

/** A kit by id or token, and a student's class: the body of getKits, lessonsByKit and unassignedClasses. */
export type KitRef = ParsedPart<typeof kits.getKits.body>;

const refOf = (ref: KitRef) => ({ id: ref.kit_id, token: ref.kit_token });

/** The kit's card for its reader, as a list of one like the library's. */
const cardOf = (kit: OpenedKit) => [presentKitCard(kit.card, kit.mine)];

/** One kit's content, its activities' materials and the data of its printables. */
export function createContentService(deps: { access: KitAccess; source: KitAssignmentSource }) {
  const { access, source } = deps;
  const { content, catalogue } = access;

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
    const shown = await catalogue.contentOf({ ...kit.version, token: kit.token });
    return { kit: cardOf(kit), topics: shown.topics, lessons: shown.lessons, shown };
  }

  return {
    async openActivityFor(user: AuthUser, ref: { id?: number; token?: string }) {
      return openActivity(await access.readerFor(user), ref);
    },

    async teacherContent(user: AuthUser, token: string) {
      const { shown, ...rest } = await kitContent(user, token);
      return { ...rest, activities: shown.teacherActivities };
    },

    async studentContent(user: AuthUser, token: string, requestedClass?: number) {
      const { shown, ...rest } = await kitContent(user, token, requestedClass);
      return { ...rest, activities: shown.studentActivities };
    },

    async kitCard(user: AuthUser, ref: KitRef) {
      const reader = await access.readerFor(user, ref.class);
      return { kit: cardOf(await access.openKit(reader, refOf(ref))) };
    },

    async lessons(user: AuthUser, ref: KitRef) {
      const reader = await access.readerFor(user, ref.class);
      const kit = await access.openKit(reader, refOf(ref));
      const shown = await catalogue.contentOf({ ...kit.version, token: kit.token });
      return presentKitLessons(kit, shown.lessons);
    },

    async unassignedClasses(user: AuthUser, ref: KitRef) {
      const reader = await access.readerFor(user);
      const kit = await access.openKit(reader, refOf(ref));
      const withKit = await content.classIdsIn(source.classesWithKit(kit.id));
      const fitting = classesForKit(kit.teaching, kit).map((t) => t.teacherAssignId);
      return {
        results: kit.teaching
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
      return presentMaterials(activity, steps);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
