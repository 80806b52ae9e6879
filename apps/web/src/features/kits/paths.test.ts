import { describe, expect, it } from 'vitest';
// The assignments feature links to kit pages with its own helper; this keeps the two agreeing.
import { kitPath } from '../assignments/utils/kit-links';
import { kitPagePath } from './paths';

const token = '0bd64cfa-0f82-48f3-9de1-7fb1c187bd44';

describe('kitPagePath', () => {
  it('is the address the assignments feature links to', () => {
    expect(kitPagePath(token)).toBe(`/my-library/${token}`);
    expect(kitPagePath(token)).toBe(kitPath(token));
    expect(kitPagePath('a/b')).toBe(kitPath('a/b'));
  });

  it('can point at a place in the kit', () => {
    expect(kitPagePath(token, { tab: 'topics', topic: 'changes-of-state' })).toBe(
      `/my-library/${token}?tab=topics&topic=changes-of-state`,
    );
    expect(kitPagePath(token, { lesson: 'sensors', page: 2 })).toBe(
      `/my-library/${token}?lesson=sensors&page=2`,
    );
  });
});
