import { accounts, activities } from '@kitlab/contract';
import type { Api } from './api.js';
import type { QuizInProgress } from './classwork.js';

/**
 * A stream of writes of one kind, sent one after another until stopped or until the server goes
 * away. `sent` is every value sent, in order; `acknowledged` those the server answered 2xx.
 */
export interface WriteStream<T> {
  sent: T[];
  acknowledged: T[];
  /** Answers other than 2xx, which a healthy server should not give here. */
  refused: { status: number; body: unknown }[];
  /** Why the stream ended early: the network error's code (ECONNREFUSED, ECONNRESET, ...). */
  failure?: string;
  /** The place in `sent` of the last acknowledged value; -1 before the first. */
  lastAcknowledged: number;
  done: Promise<void>;
}

export interface Stopper {
  stopped: boolean;
}

function stream<T>(
  stopper: Stopper,
  next: (index: number) => T,
  write: (value: T) => Promise<{ status: number; body: unknown }>,
): WriteStream<T> {
  const result: WriteStream<T> = {
    sent: [],
    acknowledged: [],
    refused: [],
    lastAcknowledged: -1,
    done: Promise.resolve(),
  };
  result.done = (async () => {
    for (let index = 0; !stopper.stopped; index++) {
      const value = next(index);
      result.sent.push(value);
      try {
        const answer = await write(value);
        if (answer.status < 300) {
          result.acknowledged.push(value);
          result.lastAcknowledged = index;
        } else {
          result.refused.push(answer);
        }
      } catch (error) {
        // The connection went with the server.
        const cause = (error as { cause?: { code?: string } }).cause;
        result.failure = cause?.code ?? String(error);
        return;
      }
    }
  })();
  return result;
}

/** An administrator creating students one after another; the values are their emails. */
export function creatingStudents(
  api: Api,
  stopper: Stopper,
  admin: { token: string; schoolToken: string; classId: number },
  prefix: string,
) {
  return stream(
    stopper,
    (index) => `${prefix}-${index}@crash.kitlab.test`,
    (email) =>
      api.call('POST', accounts.createUser.path, {
        token: admin.token,
        body: {
          user_type: 'S',
          email,
          first_name: 'Crash',
          last_name: `Test ${numberIn(email)}`,
          school_token: admin.schoolToken,
          class_id: admin.classId,
        },
      }),
  );
}

const numberIn = (email: string) => email.split('@')[0]?.split('-').pop() ?? '';

/** A user renaming themselves again and again; the values are the first names. */
export function renaming(api: Api, stopper: Stopper, token: string) {
  return stream(
    stopper,
    (n) => `Renamed ${n}`,
    (firstName) =>
      api.call('PATCH', accounts.updateAccountSettings.path, {
        token,
        body: { first_name: firstName },
      }),
  );
}

/** A student changing one quiz answer again and again; the values are the chosen option ids. */
export function answering(
  api: Api,
  stopper: Stopper,
  quiz: QuizInProgress,
  question: { id: number; options: number[] },
) {
  return stream(
    stopper,
    (n) => question.options[n % question.options.length] ?? 0,
    (option) =>
      api.call('POST', activities.saveAnswer.path.replace('{id}', String(quiz.answerHeaderId)), {
        token: quiz.studentToken,
        body: { activity_detail_id: question.id, answer: [option] },
      }),
  );
}

/**
 * What a stream's last write may have left: its last acknowledged value, or one sent after it
 * whose answer was lost with the server (it may have been committed just before the kill).
 */
export function possibleFinalValues<T>(writes: WriteStream<T>): T[] {
  return writes.sent.slice(Math.max(0, writes.lastAcknowledged));
}
