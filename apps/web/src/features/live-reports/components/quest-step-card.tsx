import { Title } from '@mantine/core';
import type { QuestStep } from '../api/get-quest-details';
import type { ReportStudent } from '../api/live-report-types';
import { outOfWords } from '../utils/report-words';
import { FigureLine } from './figure-line';
import { ReportArticle } from './report-article';
import { StudentNames } from './student-names';

/** One quest step: who handed it in, who waits for marks and who has it back, out of the class. */
export function QuestStepCard({
  step,
  number,
  nameOf,
}: {
  step: QuestStep;
  /** The step's number in the quest, from 1. */
  number: number;
  nameOf: (student: ReportStudent) => string;
}) {
  const groups = [
    { label: 'Handed in', students: step.handed_in },
    { label: 'Waiting for marks', students: step.awaiting_marks },
    { label: 'Returned for redo', students: step.returned },
  ];
  return (
    <ReportArticle labelledBy={`step-${step.activity_detail_id}`} testId="quest-step">
      <Title
        order={3}
        size="h5"
        id={`step-${step.activity_detail_id}`}
        style={{ overflowWrap: 'anywhere' }}
      >
        Step {number}: {step.title}
      </Title>
      {groups.map((group) => (
        <div key={group.label}>
          <FigureLine label={group.label}>
            {outOfWords(group.students.length, step.out_of)}
          </FigureLine>
          <StudentNames students={group.students} nameOf={nameOf} />
        </div>
      ))}
    </ReportArticle>
  );
}
