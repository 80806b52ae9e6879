import { describe, expect, it, vi } from 'vitest';
import { startOrientationReload } from './orientation';

/** A window whose screen reports an orientation that a test can turn, and resize. */
function fakeWindow(type: OrientationType, angle = 0) {
  const orientation = Object.assign(new EventTarget(), { type, angle });
  const win = Object.assign(new EventTarget(), {
    screen: { orientation },
    innerWidth: 1280,
    innerHeight: 800,
  });
  const turn = (to: OrientationType, toAngle: number) => {
    orientation.type = to;
    orientation.angle = toAngle;
    orientation.dispatchEvent(new Event('change'));
  };
  const resize = (width: number, height: number) => {
    win.innerWidth = width;
    win.innerHeight = height;
    win.dispatchEvent(new Event('resize'));
  };
  return { win: win as unknown as Window, orientation, turn, resize };
}

describe('orientation reload', () => {
  it('reloads once when the device is turned away from its first orientation', () => {
    const { win, turn } = fakeWindow('portrait-primary');
    const reload = vi.fn();
    startOrientationReload(win, reload);
    turn('portrait-primary', 0);
    expect(reload).not.toHaveBeenCalled();
    turn('landscape-primary', 90);
    turn('portrait-primary', 0);
    turn('landscape-secondary', 270);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a desktop window resized from wide to tall', () => {
    const { win, resize } = fakeWindow('landscape-primary');
    const reload = vi.fn();
    startOrientationReload(win, reload);
    resize(500, 900);
    resize(1400, 700);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on the orientationchange event once the angle has changed', () => {
    const win = Object.assign(new EventTarget(), { orientation: 0 });
    const reload = vi.fn();
    startOrientationReload(win as unknown as Window, reload);
    win.dispatchEvent(new Event('orientationchange'));
    expect(reload).not.toHaveBeenCalled();
    win.orientation = 90;
    win.dispatchEvent(new Event('orientationchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the device reports no orientation', () => {
    const win = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    startOrientationReload(win, reload);
    win.dispatchEvent(new Event('orientationchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when cleaned up', () => {
    const { win, turn } = fakeWindow('portrait-primary');
    const reload = vi.fn();
    const stop = startOrientationReload(win, reload);
    stop();
    turn('landscape-primary', 90);
    expect(reload).not.toHaveBeenCalled();
  });
});
