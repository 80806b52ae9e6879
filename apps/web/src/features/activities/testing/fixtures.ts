/** Shapes of the activities API as tests build them: a quest step and an activity's header. */

/** A quest step with an optional text response and no photos. */
export const questStepFixture = (id: number, position: number) => ({
  id,
  slug: `s${id}`,
  position,
  detail_type: 'step' as const,
  title: `Step title ${id}`,
  instructions: [],
  images: [],
  materials: [],
  printables: [],
  response: {
    prompt: null,
    text: 'optional' as const,
    attachments: 'none' as const,
    max_photos: 0,
  },
});

/** What an attempt says of its activity, in the Sensors kit. */
export const attemptActivityFixture = <T extends 'quiz' | 'quest' | 'worksheet'>(
  title: string,
  activityType: T,
) => ({
  title,
  activity_type: activityType,
  instructions: null,
  estimated_minutes: null,
  kit_token: 'kit-token',
  kit_title: 'Sensors',
});
