import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../../lib/test-dom';
import { useHandedInHere } from './use-handed-in-here';

const seen: boolean[] = [];

function Probe({ status }: { status: 'DR' | 'S' }) {
  seen.push(useHandedInHere(status));
  return null;
}

describe('useHandedInHere', () => {
  let view: MountedComponent;
  beforeEach(() => {
    seen.length = 0;
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('is true once work in progress on this screen is handed in', () => {
    view.render(<Probe status="DR" />);
    view.render(<Probe status="S" />);
    expect(seen.at(-1)).toBe(true);
  });

  it('is false for work opened already handed in, until a new attempt is handed in', () => {
    view.render(<Probe status="S" />);
    expect(seen.at(-1)).toBe(false);
    view.render(<Probe status="DR" />);
    view.render(<Probe status="S" />);
    expect(seen.at(-1)).toBe(true);
  });
});
