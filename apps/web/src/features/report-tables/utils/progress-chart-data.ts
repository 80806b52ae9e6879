import type { reports } from '@kitlab/contract';
import type { LearningProgress } from '../api/get-learning-progress';
import type { TopicDetails } from '../api/get-topic-details';
import { averageText, outOfText } from './figures';
import { weekLabel, weekRangeLabel } from './week-labels';

type Stage = Exclude<keyof reports.ProgressCounts, 'out_of'>;

/**
 * The activity progress codes as stages, furthest along first, each with its words and a colour
 * dark enough for its legend text. Every stage has words, so no one relies on the colour.
 */
export const PROGRESS_STAGES: readonly { code: Stage; label: string; color: string }[] = [
  { code: 'C', label: 'Done', color: 'teal.8' },
  { code: 'A', label: 'Waiting for marks', color: 'grape.7' },
  { code: 'I', label: 'In progress', color: 'blue.7' },
  { code: 'NS', label: 'Not started', color: 'gray.6' },
  { code: 'N', label: 'Missed (closed)', color: 'red.8' },
];

const SHORT_TITLE = 22;
const shorten = (title: string) =>
  title.length > SHORT_TITLE ? `${title.slice(0, SHORT_TITLE - 1)}…` : title;

/** One bar per topic, split by stage; the chart's axis shows shortened titles. */
export function topicChartRows(details: TopicDetails) {
  return details.topics.map((topic) => ({
    topic: shorten(topic.title),
    ...Object.fromEntries(PROGRESS_STAGES.map(({ code }) => [code, topic.progress[code]])),
  }));
}

/** The same numbers as the topic chart, in full, with what each is out of. */
export function topicTable(details: TopicDetails) {
  return {
    columns: [
      'Topic',
      ...PROGRESS_STAGES.map((stage) => stage.label),
      'Out of',
      'Handed in',
      'Average score',
    ],
    rows: details.topics.map((topic) => ({
      key: String(topic.topic_id),
      cells: [
        `${topic.title} (${topic.kit_title})`,
        ...PROGRESS_STAGES.map(({ code }) => topic.progress[code]),
        topic.progress.out_of,
        outOfText(topic.handed_in),
        averageText(topic.average_score),
      ],
    })),
  };
}

/** One point per school week: hand-ins, students active and the average of marked work. */
export function weekChartRows(progress: LearningProgress) {
  return progress.weeks.map((week) => ({
    week: weekLabel(week.week_start),
    handedIn: week.handed_in,
    active: week.active_students.count,
    average: week.average_score.percentage,
  }));
}

export function weekTable(progress: LearningProgress) {
  return {
    columns: ['Week', 'Handed in', 'Students active', 'Average score'],
    rows: progress.weeks.map((week) => ({
      key: week.week_start,
      cells: [
        weekRangeLabel(week.week_start),
        week.handed_in,
        outOfText(week.active_students),
        averageText(week.average_score),
      ],
    })),
  };
}

/** Whether anything happened in the range: a chart of nothing but zeros says less than words. */
export function hasWeeklyWork(progress: LearningProgress): boolean {
  return progress.weeks.some((week) => week.handed_in > 0 || week.active_students.count > 0);
}
