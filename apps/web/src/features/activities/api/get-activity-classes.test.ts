import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assignmentKeys } from '../../assignments';
import { kitClassStatusQuery } from './get-activity-classes';

describe('kitClassStatusQuery', () => {
  it('goes stale with the assignment lists, which every change to assignments refreshes', async () => {
    const client = new QueryClient();
    const { queryKey } = kitClassStatusQuery('kit-token');
    client.setQueryData(queryKey, { kit_id: 3, results: [] });
    await client.invalidateQueries({ queryKey: assignmentKeys.lists() });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
