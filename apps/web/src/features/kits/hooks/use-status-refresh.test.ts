import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '../../../lib/test-query-client';
import { assignmentKeys } from '../../assignments';
import { kitKeys } from '../api/keys';
import { followAssignments } from './use-status-refresh';

const reader = { userType: 'T' } as const;
const libraryKey = kitKeys.kitList(reader, { page: 1, per_page: 12 });
const materialsKey = kitKeys.materials('activity-token');

function cacheWithKitData() {
  const client = testQueryClient();
  client.setQueryData(libraryKey, { count: 0, results: [] });
  client.setQueryData(materialsKey, { materials: [] });
  client.setQueryData(assignmentKeys.assignableClasses(8), { results: [] });
  client.setQueryData(assignmentKeys.dueCounts({ year: 2026, month: 11 }), {});
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key })?.state.isInvalidated;

describe('followAssignments', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('makes kit statuses stale when assigning or closing work makes the drawer data stale', async () => {
    const client = cacheWithKitData();
    stop = followAssignments(client);
    await client.invalidateQueries({ queryKey: assignmentKeys.drawer() });
    expect(stale(client, libraryKey)).toBe(true);
    expect(stale(client, materialsKey)).toBe(false);
  });

  it('leaves kit statuses alone for changes that do not touch them', async () => {
    const client = cacheWithKitData();
    stop = followAssignments(client);
    await client.invalidateQueries({ queryKey: assignmentKeys.calendars() });
    expect(stale(client, libraryKey)).toBe(false);
  });

  it('stops following when asked', async () => {
    const client = cacheWithKitData();
    followAssignments(client)();
    await client.invalidateQueries({ queryKey: assignmentKeys.drawer() });
    expect(stale(client, libraryKey)).toBe(false);
  });
});
