import { authorOf, presentStep, studentOf } from './discussions.presenter.js';
import type { OverviewRepository } from './overview.repository.js';

type ThreadRow = Awaited<ReturnType<OverviewRepository['questThreads']>>[number];
type FigureRow = Awaited<ReturnType<OverviewRepository['messageFigures']>>[number];
type ReportRow = Awaited<ReturnType<OverviewRepository['openReports']>>[number];

/** The quest and class a teacher's list of discussions is about. */
interface QuestInClass {
  activityId: number;
  questTitle: string;
  classId: number;
  className: string;
}

/** Names a quest in a class: rows of every overview answer carry these four. */
export function presentQuestInClass(row: QuestInClass) {
  return {
    activity_id: row.activityId,
    quest_title: row.questTitle,
    class_id: row.classId,
    class_name: row.className,
  };
}

export function presentThreadSummary(row: ThreadRow) {
  return {
    token: row.token,
    student: studentOf(row),
    step: presentStep(row),
    message_count: row.messageCount,
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
    unread_count: row.unreadCount,
  };
}

/** A quest's discussions in a class: the class thread apart, then one thread per student. */
export function presentQuestDiscussions(quest: QuestInClass, rows: ThreadRow[]) {
  const classThread = rows.find((row) => row.studentId === null);
  return {
    ...presentQuestInClass(quest),
    class_thread: classThread ? presentThreadSummary(classThread) : null,
    discussions: rows.filter((row) => row.studentId !== null).map(presentThreadSummary),
  };
}

/** Average reply time is shown to one decimal of a minute. */
export function presentMessageFigures(rows: FigureRow[]) {
  return {
    results: rows.map((row) => ({
      ...presentQuestInClass(row),
      messages: row.messages,
      answered: row.answered,
      waiting: row.waiting,
      average_reply_minutes:
        row.averageReplyMinutes === null
          ? null
          : Math.round(Number(row.averageReplyMinutes) * 10) / 10,
    })),
  };
}

export function presentOpenReports(rows: ReportRow[], readerId: number) {
  return {
    results: rows.map((row) => ({
      message_token: row.messageToken,
      discussion_token: row.discussionToken,
      ...presentQuestInClass(row),
      author: authorOf(
        {
          message: { authorId: row.authorId, authorType: row.authorType },
          authorActive: row.authorActive,
          authorFirstName: row.authorFirstName,
          authorLastName: row.authorLastName,
        },
        readerId,
      ),
      // Removing resolves a message's reports, so no open report is of a removed message.
      text: row.body,
      reasons: row.reasons,
      report_count: row.reportCount,
      first_reported_at: row.firstReportedAt.toISOString(),
    })),
  };
}
