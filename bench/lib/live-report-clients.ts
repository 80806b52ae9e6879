/**
 * The browsers of the live reports benchmark, in a process of their own so every time is read on
 * one clock and the server's event loop serves only the server. Told `{ lesson }`, it opens the
 * teacher's stream watching the class, lets each student start the quiz and answer its questions
 * at a classroom's pace, and answers `taught`: for each save, how long from its answer to its
 * `class_work.changed` on the teacher's stream. Told `{ watch: urls }`, it opens those streams
 * (more teachers' reports) and answers `watching`; `{ unwatch: true }` closes them and answers
 * `unwatched` with how many class work events they received.
 */
import { Agent, type ClientRequest, request } from 'node:http';
import { activities, createCaller, fetchTransport } from '@kitlab/contract';

export interface Lesson {
  api: string;
  streamUrl: string;
  students: { userId: number; token: string }[];
  activityId: number;
  saves: number;
  /** Each student's pause before a save, between these (uniformly jittered). */
  paceMs: [number, number];
}

/** A student's open attempt and the question and option each later save may use. */
export interface OpenAttempt {
  token: string;
  attemptId: number;
  answers: { questionId: number; optionId: number }[];
}

export interface Taught {
  /** Per save, the event's arrival minus the save's answer, in ms. */
  delays: number[];
  saves: number;
  missing: number;
  attempts: OpenAttempt[];
}

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

interface Change {
  student_id: number | null;
  kind: string;
  at: number;
}

/** Opens a stream; answers once it is open, then hands each class work event to `onChange`. */
function openStream(url: string, onChange: (change: Change) => void): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers: { accept: 'text/event-stream' } });
    outgoing.on('error', (error) => {
      if (!outgoing.destroyed) reject(error);
    });
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = now();
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          if (block.startsWith('retry:')) resolve(outgoing);
          if (!/^event: class_work\.changed$/m.test(block)) continue;
          const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}');
          onChange({ student_id: data.student_id, kind: data.kind, at });
        }
      });
      response.on('error', () => {});
    });
    outgoing.end();
  });
}

/** One student: starts the quiz, then saves `saves` answers, cycling over its questions. */
async function student(lesson: Lesson, token: string, answered: number[]): Promise<OpenAttempt> {
  const caller = createCaller(fetchTransport(lesson.api)).withToken(token);
  await sleep(between(lesson.paceMs));
  const attempt = await caller.call(activities.startAttempt, {
    body: { activity_id: lesson.activityId },
  });
  const attemptId = attempt.answer_header_id;
  const sheet = await caller.call(activities.listAttemptQuestions, {
    query: { answer_header_id: attemptId, activity_id: lesson.activityId },
  });
  const answers = sheet.questions.flatMap((question) => {
    const options = 'answer_options' in question ? question.answer_options : [];
    if (question.detail_type !== 'question' || options.length === 0) return [];
    const option = options[Math.floor(Math.random() * options.length)];
    return option ? [{ questionId: question.id, optionId: option.id }] : [];
  });
  for (let n = 0; n < lesson.saves; n++) {
    await sleep(between(lesson.paceMs));
    const answer = answers[n % answers.length];
    if (!answer) throw new Error('the quiz has no question with options');
    await caller.call(activities.saveAnswer, {
      params: { id: attemptId },
      body: { activity_detail_id: answer.questionId, answer: [answer.optionId] },
    });
    answered.push(now());
  }
  return { token, attemptId, answers };
}

async function teach(lesson: Lesson): Promise<Taught> {
  const arrivals = new Map<number, number[]>();
  const stream = await openStream(lesson.streamUrl, (change) => {
    if (change.kind !== 'answer_question' || change.student_id === null) return;
    arrivals.set(change.student_id, [...(arrivals.get(change.student_id) ?? []), change.at]);
  });
  const answeredAt = lesson.students.map(() => [] as number[]);
  const attempts = await Promise.all(
    lesson.students.map((one, n) => student(lesson, one.token, answeredAt[n] as number[])),
  );
  // The last saves' events are at most a second away.
  await sleep(2_000);
  stream.destroy();
  const delays: number[] = [];
  let missing = 0;
  lesson.students.forEach((one, n) => {
    // A student saves one answer at a time, so their events arrive in the order of their saves.
    const arrived = arrivals.get(one.userId) ?? [];
    for (const [k, answered] of (answeredAt[n] ?? []).entries()) {
      const at = arrived[k];
      if (at === undefined) missing += 1;
      else delays.push(at - answered);
    }
  });
  return { delays, saves: lesson.students.length * lesson.saves, missing, attempts };
}

let watchers: ClientRequest[] = [];
let watched = 0;

process.on('message', async (message: { lesson?: Lesson; watch?: string[]; unwatch?: true }) => {
  if (message.lesson) process.send?.({ taught: await teach(message.lesson) });
  if (message.watch) {
    watched = 0;
    watchers = await Promise.all(
      message.watch.map((url) =>
        openStream(url, () => {
          watched += 1;
        }),
      ),
    );
    process.send?.({ watching: watchers.length });
  }
  if (message.unwatch) {
    for (const watcher of watchers) watcher.destroy();
    watchers = [];
    process.send?.({ unwatched: watched });
  }
});
