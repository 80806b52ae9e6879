import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { type KitCard, type KitContent, kitContentQuery } from './get-kit-content';

const fetchMock = vi.fn<typeof fetch>();
const reader = { userType: 'T' } as const;
const kitToken = '0bd64cfa-0f82-48f3-9de1-7fb1c187bd44';
const content = (status: KitCard['status']): KitContent => ({
  kit: [
    {
      kit_id: 1,
      kit_token: kitToken,
      slug: 'melting',
      title: 'Melting',
      description: 'Ice and heat.',
      grade: 6,
      grade_id: 6,
      grade_name: 'Grade 6',
      subjects: [{ id: 1, name: 'Science' }],
      cover: { file: '/api/kits/media/cover.png', alt: 'Ice' },
      lesson_count: 0,
      topic_count: 0,
      activity_count: 0,
      status,
      due_date: null,
      updated_at: '2026-01-05T08:00:00Z',
    },
  ],
  topics: [],
  lessons: [],
  activities: [],
});

describe('kitContentQuery', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for the kit again when its page opens again: its status follows work closed elsewhere', async () => {
    const client = createQueryClient();
    client.setQueryData(kitContentQuery(reader, kitToken).queryKey, content('Assigned'));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(content('Completed')), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const shown = await client.fetchQuery(kitContentQuery(reader, kitToken));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown.kit[0]?.status).toBe('Completed');
  });
});
