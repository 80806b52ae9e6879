import { describe, expect, it } from 'vitest';
import { taskOfItsOwn } from './task-of-its-own';

describe('a task of its own', () => {
  it('comes after the asking task, each asker in turn, each in a task of its own', async () => {
    const order: string[] = [];
    const asked = [1, 2, 3].map((n) =>
      taskOfItsOwn().then(() => {
        order.push(`task ${n}`);
        queueMicrotask(() => order.push(`after task ${n}`));
      }),
    );
    order.push('asking task');
    await Promise.all(asked);
    await taskOfItsOwn();
    expect(order).toEqual([
      'asking task',
      'task 1',
      'after task 1',
      'task 2',
      'after task 2',
      'task 3',
      'after task 3',
    ]);
  });

  it('opens again for whoever asks after everyone before was answered', async () => {
    await taskOfItsOwn();
    await expect(taskOfItsOwn()).resolves.toBeUndefined();
  });
});
