import { type CallDefinition, kits, reports } from '@kitlab/contract';
import { vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { detailedTableFixture, learningProgressFixture, topicDetailsFixture } from './fixtures';

type Answers = Partial<Record<string, unknown>>;

/**
 * Answers the report calls a page makes with the fixtures, or with `answers` by the call's path
 * (an Error is thrown). `apiRequest` must be mocked by the test file.
 */
export function mockReportCalls(answers: Answers = {}) {
  const defaults: Answers = {
    [reports.getTopicDetails.path]: topicDetailsFixture(),
    [reports.getLearningProgress.path]: learningProgressFixture(),
    [reports.getDetailedTableNew.path]: detailedTableFixture(),
    [reports.getClassStudents.path]: {
      class_id: 4,
      class_name: '7A',
      students: detailedTableFixture().results.map((row) => row.student),
    },
    [kits.listTeacherClasses.path]: {
      results: [
        { class_id: 4, class_name: '7A' },
        { class_id: 5, class_name: '8A' },
      ],
    },
  };
  vi.mocked(apiRequest).mockImplementation(async (call: CallDefinition) => {
    const answer = call.path in answers ? answers[call.path] : defaults[call.path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`No answer for ${call.path}`);
    return answer as never;
  });
}

/** The options of the calls made to `path`, in order. */
export function callsTo(path: string) {
  return vi
    .mocked(apiRequest)
    .mock.calls.filter(([call]) => call.path === path)
    .map(([, options]) => options);
}
