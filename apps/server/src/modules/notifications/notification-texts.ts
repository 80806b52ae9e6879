import { discussions, type NotificationKind } from '@kitlab/contract';
import { countOf, formatDate } from '@kitlab/domain';

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

/** How much of a message its notification shows, in characters. */
const PREVIEW_LENGTH = 80;
/** What a notification shows of a message a teacher removed: what the thread shows. */
export const REMOVED_MESSAGE_PREVIEW = discussions.REMOVED_NOTICE;

/** The start of a message on one line, with an ellipsis when it goes on; null for none. */
export function messagePreview(text: string): string | null {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length === 0) return null;
  if (characters.length <= PREVIEW_LENGTH) return characters.join('');
  return `${characters
    .slice(0, PREVIEW_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

export interface MessageFacts {
  discussionToken: string;
  activityTitle: string;
  isReply: boolean;
  author: (PersonName & { userType: 'S' | 'T' | 'C' }) | null;
  recipientType: 'S' | 'T' | 'C';
  /** The message's own words, or null for a photo alone. */
  preview: string | null;
}

/**
 * The row of a thread's unread messages: one message as it always read, more counted, each
 * with the latest one's author and start. A classmate's name never reaches a student.
 */
export function discussionMessageText(facts: MessageFacts, count = 1): Drafted {
  const { author, recipientType } = facts;
  const who =
    author === null
      ? 'Someone'
      : author.userType === 'S' && recipientType === 'S'
        ? 'A classmate'
        : fullName(author);
  const title =
    count === 1
      ? `${facts.isReply ? 'New reply' : 'New message'}: ${facts.activityTitle}`
      : `${count} new messages in ${facts.activityTitle}`;
  return {
    title,
    body: facts.preview === null ? `${who} sent a photo.` : `${who}: ${facts.preview}`,
    link: `/discussions/${facts.discussionToken}`,
  };
}

/** What a push of a notification says: never a message's words, which stay in the app. */
export function pushWordsOf(notification: { kind: NotificationKind; title: string; body: string }) {
  if (notification.kind !== 'discussion_message') {
    return { title: notification.title, body: notification.body };
  }
  return { title: notification.title, body: 'Open the discussion to read it.' };
}

/** The teacher's screen where an activity's submissions in a class are marked. */
const markingLink = (kitToken: string, activityId: number, classId: number | null) =>
  `/submissions/${encodeURIComponent(kitToken)}/${activityId}${classId === null ? '' : `?class=${classId}`}`;

/** A teacher's row of hand-ins of one activity of one assignment waiting for their marks. */
export function handInsToMarkText(
  facts: {
    kitToken: string;
    activityId: number;
    activityTitle: string;
    classId: number | null;
    className: string | null;
  },
  count: number,
): Drafted {
  const where = facts.className ? `From ${facts.className}: ` : '';
  return {
    title: `${countOf(count, 'hand-in')} of ${facts.activityTitle} to mark`,
    body: `${where}open the submissions to mark ${count === 1 ? 'it' : 'them'}.`,
    link: markingLink(facts.kitToken, facts.activityId, facts.classId),
  };
}

/** The student's rewards page: XP, badges and streaks. */
const REWARDS_LINK = '/rewards';

/** A badge a teacher gave, with their reason; it opens the student's rewards. */
export function badgeGivenText(
  teacher: PersonName | null,
  badgeName: string,
  reason: string | null,
): Drafted {
  return {
    title: `${fullName(teacher)} gave you the ${badgeName} badge`,
    body: reason?.trim() || 'Open your rewards to see it.',
    link: REWARDS_LINK,
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
