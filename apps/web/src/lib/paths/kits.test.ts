import { describe, expect, it } from 'vitest';
import { kitPagePath } from './kits';

const token = '0bd64cfa-0f82-48f3-9de1-7fb1c187bd44';

describe('kitPagePath', () => {
  it("is the kit's address under My Library, its token kept in one path segment", () => {
    expect(kitPagePath(token)).toBe(`/my-library/${token}`);
    expect(kitPagePath('a/b')).toBe('/my-library/a%2Fb');
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
