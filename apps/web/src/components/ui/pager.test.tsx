import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../lib/test-dom';
import { Pager } from './pager';

let view: MountedComponent;

describe('Pager', () => {
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('shows nothing for an empty list, so an empty search reads only its empty state', () => {
    view.render(
      <Pager page={1} perPage={20} count={0} label="User list pages" onChange={() => {}} />,
    );
    expect(view.container.querySelector('p, nav')).toBeNull();
    expect(view.container.textContent).not.toContain('None');
  });

  it('counts the rows of the page shown', () => {
    view.render(
      <Pager page={2} perPage={20} count={45} label="User list pages" onChange={() => {}} />,
    );
    expect(view.container.textContent).toContain('21–40 of 45');
  });
});
