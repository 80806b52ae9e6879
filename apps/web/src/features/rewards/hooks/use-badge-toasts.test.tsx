import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountForEachTest } from '../../../lib/test-dom';
import { useBadgeToasts } from './use-badge-toasts';

const heard = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>() }));
vi.mock('../../live', () => ({
  useLiveEvent: (type: string, handler: (data: unknown) => void) => {
    heard.handlers.set(type, handler);
  },
}));

const view = mountForEachTest();
const shown = () => notificationsStore.getState().notifications;

function Listener() {
  useBadgeToasts();
  return null;
}

beforeEach(() => {
  notifications.clean();
  heard.handlers.clear();
  view.render(<Listener />);
});

const hear = (data: unknown) => heard.handlers.get('rewards.changed')?.(data);

describe('useBadgeToasts', () => {
  it('names a badge a teacher gives the moment the live event arrives', () => {
    hear({ xp_earned: 0, badges: ['great_effort'] });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({
      title: 'New badge: Great effort',
      message: 'Your teacher gave you this badge. See why on your Rewards page.',
      color: 'teal',
    });
  });

  it('celebrates each badge earned, and stays quiet for XP alone or a malformed event', () => {
    hear({ xp_earned: 10, badges: [] });
    hear({ xp_earned: 10, badges: ['not_a_badge'] });
    hear(null);
    expect(shown()).toHaveLength(0);
    hear({ xp_earned: 10, badges: ['streak_5', 'xp_1000'] });
    expect(shown().map((toast) => toast.title)).toEqual([
      'New badge: 1,000 XP',
      'New badge: 5-day streak',
    ]);
  });
});
