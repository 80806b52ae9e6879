import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { clearAllStorage, readSession } from '../../../lib/session-storage';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { loginResponseFixture } from '../../../lib/test-fixtures';
import { useLogin } from './login';

const login = vi.fn();
vi.mock('./sign-in-request', () => ({ login: (body: unknown) => login(body) }));

let view: MountedComponent;
let latest: ReturnType<typeof useLogin> | undefined;

function Probe() {
  latest = useLogin();
  return null;
}

function signIn() {
  if (!latest) throw new Error('Not rendered');
  return latest;
}

const BODY = { email: 'ana@example.org', password: 'secret' };

describe('useLogin', () => {
  beforeEach(() => {
    clearAllStorage();
    login.mockReset();
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('sends one call while one is on its way, is pending at once and stores the session', async () => {
    login.mockResolvedValue(loginResponseFixture());
    view.render(<Probe />);
    act(() => {
      signIn().mutate(BODY);
      signIn().mutate(BODY);
    });
    expect(signIn().isPending).toBe(true);
    await settleUntil(() => !signIn().isPending);
    expect(login).toHaveBeenCalledTimes(1);
    expect(readSession()).not.toBeNull();
    expect(signIn().error).toBeNull();
  });

  it('keeps the failure until the next try, which starts without it', async () => {
    const refused = ApiError.network();
    login.mockRejectedValueOnce(refused).mockReturnValueOnce(new Promise(() => {}));
    view.render(<Probe />);
    act(() => signIn().mutate(BODY));
    await settleUntil(() => !signIn().isPending);
    expect(signIn().error).toBe(refused);
    expect(readSession()).toBeNull();
    act(() => signIn().mutate(BODY));
    expect(signIn().error).toBeNull();
    expect(signIn().isPending).toBe(true);
    await settleUntil(() => login.mock.calls.length === 2);
    expect(login).toHaveBeenCalledTimes(2);
  });
});
