import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushWorld, type PushWorld } from '../../test/push-world.js';

const w = {} as PushWorld;
beforeAll(async () => {
  Object.assign(w, await createPushWorld());
});
afterAll(() => w.close());

describe('the push queue in the background', () => {
  it('pushes a due notification within seconds once the server listens', async () => {
    const { subscription } = await w.subscribeDevice(w.student);
    await w.app.listen({ port: 0, host: '127.0.0.1' });
    const notification = await w.notify(w.student);
    const [received] = await w.endpoint.waitForDelivered(1, 5_000);
    expect(received).toMatchObject({
      endpoint: subscription.endpoint,
      payload: { notification_id: notification.id },
    });
  });
});
