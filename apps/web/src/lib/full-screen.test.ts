import { beforeEach, describe, expect, it } from 'vitest';
import { getAppData, setFullScreen } from './app-data';
import { handleFullScreenKey } from './full-screen';

describe('F11 full screen', () => {
  beforeEach(() => setFullScreen(false));

  it('toggles the app data isFullScreen and keeps the browser from acting itself', () => {
    const event = new KeyboardEvent('keydown', { key: 'F11', cancelable: true });
    handleFullScreenKey(event);
    expect(getAppData().isFullScreen).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    handleFullScreenKey(new KeyboardEvent('keydown', { key: 'F11', cancelable: true }));
    expect(getAppData().isFullScreen).toBe(false);
  });

  it('ignores other keys', () => {
    const event = new KeyboardEvent('keydown', { key: 'F10', cancelable: true });
    handleFullScreenKey(event);
    expect(getAppData().isFullScreen).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });
});
