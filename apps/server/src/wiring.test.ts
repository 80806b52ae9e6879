import { describe, expect, it } from 'vitest';
import type { AppContext } from './app-context.js';
import { loadConfig } from './config.js';
import type { LearningEventKind } from './db/schema/index.js';
import { backgroundJobsOf } from './lib/background-job.js';
import { livePublisher } from './lib/live-publisher.js';
import {
  createLearningEventRecorder,
  type LearningEventRecorder,
} from './modules/learning-events/index.js';
import { createWebPush } from './modules/push/index.js';
import { registerConsumers, registerJobs } from './wiring.js';

/** Registers the app's consumers on a recorder that lists, per kind, who was registered for it. */
function wiredRecorder() {
  const recorder = createLearningEventRecorder({ forward: false });
  const wired: {
    role: 'observer' | 'consumer';
    kinds: readonly LearningEventKind[];
    name: string;
  }[] = [];
  const learningEvents: LearningEventRecorder = {
    ...recorder,
    addObserver: (kinds, observer) => {
      wired.push({ role: 'observer', kinds, name: observer.name });
    },
    addConsumer: (kinds, consumer) => {
      wired.push({ role: 'consumer', kinds, name: consumer.name });
    },
  };
  const ctx = {
    db: {},
    live: livePublisher,
    clock: { now: () => new Date() },
    learningEvents,
  } as unknown as AppContext;
  registerConsumers(ctx);
  return (kind: LearningEventKind) =>
    wired.filter((entry) => entry.kinds.includes(kind)).map(({ role, name }) => `${role} ${name}`);
}

describe("the app's event wiring", () => {
  const wiredFor = wiredRecorder();

  it('keeps the streak day before a hand-in is stored, then awards its XP and tells its teachers', () => {
    expect(wiredFor('attempt_submitted')).toEqual([
      'observer keepStreakDays',
      'consumer notifyFromEvents',
      'consumer awardXpAndBadges',
    ]);
  });

  it('keeps the streak day of every answer saved, and nothing more', () => {
    expect(wiredFor('answer_question')).toEqual(['observer keepStreakDays']);
  });

  it("notifies a discussion message's participants through the discussions' own consumer", () => {
    expect(wiredFor('discussion_message_posted')).toEqual([
      'consumer notifyDiscussionParticipants',
    ]);
  });
});

describe("the app's background jobs", () => {
  /** The names of the jobs the wiring schedules for an app in this environment. */
  function jobsIn(env: Record<string, string>) {
    const config = loadConfig({ DATA_DIR: '/tmp', ...env });
    const app = { addHook: () => undefined } as unknown as AppContext['app'];
    const ctx = { app, config, db: {}, clock: { now: () => new Date() } } as unknown as AppContext;
    registerJobs(ctx, { webPush: createWebPush(ctx) });
    return backgroundJobsOf(app);
  }

  it('runs every job in a server, the LRS forwarding when an LRS is set, and sweeps events left waiting', () => {
    expect(
      jobsIn({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://kitlab.example.org',
        LRS_URL: 'https://lrs.example.org/xapi',
      }),
    ).toEqual([
      'Web Push',
      'LRS forwarding',
      'waiting learning events sweep',
      'live event purge',
      'removing unattached uploads',
      'due-tomorrow notifications',
      'daily notification digest',
      'refreshing the usual times',
      'refreshing the report rollups',
      'purging former students past retention',
    ]);
  });

  it('leaves the scheduled notifications and derived views to the tests themselves', () => {
    expect(jobsIn({ NODE_ENV: 'test' })).toEqual([
      'Web Push',
      'waiting learning events sweep',
      'live event purge',
      'removing unattached uploads',
    ]);
  });
});
