import type { NotificationKind } from '@kitlab/contract';
import { formatDate } from '@kitlab/domain';

/**
 * The words and links of notifications, written once when a notification is made. They name the
 * work and the teacher; a student's name reaches only teachers, never another student.
 */

export interface WorkRef {
  assignmentId: number | null;
  kitToken: string;
  kitTitle: string;
  /** The one activity, when the work is not the whole kit. */
  activity: { id: number; title: string; type: string } | null;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

export interface Drafted {
  title: string;
  body: string;
  link: string;
}

const fullName = (person: PersonName | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}` : 'Your teacher';

export const workTitle = (work: WorkRef) => work.activity?.title ?? work.kitTitle;

/** The student's screen of the work: the activity's player, or the kit's page for a whole kit. */
export function workLink(work: WorkRef): string {
  const kit = encodeURIComponent(work.kitToken);
  if (!work.activity) return `/my-library/${kit}`;
  const assignment = work.assignmentId === null ? '' : `assignment=${work.assignmentId}&`;
  return `/${work.activity.type}/${work.activity.id}?${assignment}kit=${kit}`;
}

export function workAssignedText(
  work: WorkRef,
  teacher: PersonName | null,
  dueDate: string | null,
): Drafted {
  const due = dueDate ? `, due ${formatDate(dueDate)}` : '';
  return {
    title: `New work: ${workTitle(work)}`,
    body: `${fullName(teacher)} set it for your class${due}.`,
    link: workLink(work),
  };
}

export function workDueTomorrowText(
  work: WorkRef,
  teacher: PersonName | null,
  dueDate: string,
): Drafted {
  return {
    title: `Due tomorrow: ${workTitle(work)}`,
    body: `${fullName(teacher)} set it for ${formatDate(dueDate)}, and you have not handed all of it in yet.`,
    link: workLink(work),
  };
}

export function workMarkedText(
  work: WorkRef,
  teacher: PersonName | null,
  score: { raw: number | null; max: number | null },
): Drafted {
  const scored =
    score.raw !== null && score.max !== null ? ` You scored ${score.raw} of ${score.max}.` : '';
  return {
    title: `Marked: ${workTitle(work)}`,
    body: `${fullName(teacher)} marked your work.${scored}`,
    link: workLink(work),
  };
}

export function workReturnedText(work: WorkRef, teacher: PersonName | null): Drafted {
  return {
    title: `Returned to you: ${workTitle(work)}`,
    body: `${fullName(teacher)} handed your work back for another go.`,
    link: workLink(work),
  };
}

export function discussionMessageText(facts: {
  discussionToken: string;
  activityTitle: string;
  isReply: boolean;
  author: (PersonName & { userType: 'S' | 'T' | 'C' }) | null;
  recipientType: 'S' | 'T' | 'C';
}): Drafted {
  const { author, recipientType } = facts;
  const who =
    author === null
      ? 'Someone'
      : author.userType === 'S' && recipientType === 'S'
        ? 'A classmate'
        : fullName(author);
  return {
    title: `${facts.isReply ? 'New reply' : 'New message'}: ${facts.activityTitle}`,
    body: `${who} wrote in the discussion.`,
    link: `/discussions/${facts.discussionToken}`,
  };
}

/** A teacher's announcement links to the student's home, where the class's work is. */
export const ANNOUNCEMENT_LINK = '/dashboard';

export function announcementText(
  announcement: { title: string; body: string },
  teacher: PersonName,
  subjectName: string,
): Drafted {
  const from = `${fullName(teacher)} (${subjectName})`;
  return {
    title: announcement.title,
    body: announcement.body ? `${from}: ${announcement.body}` : `From ${from}.`,
    link: ANNOUNCEMENT_LINK,
  };
}

/** Which tab of the centre a kind is listed in. */
export const tabOf = (kind: NotificationKind) =>
  kind === 'discussion_message' ? ('discussions' as const) : ('notifications' as const);
