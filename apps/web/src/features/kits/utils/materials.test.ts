import { describe, expect, it } from 'vitest';
import { materialsByStep } from './materials';

const line = (name: string, step: number, title: string) => ({
  name,
  quantity: '1 per group',
  activity_detail_id: step,
  step_title: title,
});

describe('materialsByStep', () => {
  it('groups materials under their step, in the order the steps come', () => {
    const groups = materialsByStep([
      line('Record sheet', 20, 'Plan'),
      line('Pencil', 20, 'Plan'),
      line('Ice cubes', 21, 'Set up'),
      line('Timer', 20, 'Plan'),
    ]);
    expect(groups.map((g) => [g.stepTitle, g.items.map((i) => i.name)])).toEqual([
      ['Plan', ['Record sheet', 'Pencil', 'Timer']],
      ['Set up', ['Ice cubes']],
    ]);
  });

  it('has no groups without materials', () => {
    expect(materialsByStep([])).toEqual([]);
  });
});
