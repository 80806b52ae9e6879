import { webcrypto } from 'node:crypto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type MountedComponent,
  mountComponent,
  settleUntil,
  typeInto,
} from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import { testKeyPair } from '../../testing/server-key';
import { NewPasswordStep } from './new-password-step';

let view: MountedComponent;
const fetchMock = vi.fn<typeof fetch>();

async function publicKeyAnswer(): Promise<string> {
  const { spki } = await testKeyPair();
  return JSON.stringify({ key_id: 1, algorithm: 'RSA-OAEP-256', spki });
}

const passwordSaves = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/accounts/forgot-password'));

describe('saving a new password', () => {
  beforeEach(async () => {
    vi.stubGlobal('crypto', webcrypto);
    const key = await publicKeyAnswer();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/accounts/public-key')
        ? new Response(key, { status: 200 })
        : new Response('{"detail":"Your password has been changed."}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    view = mountComponent();
  });
  afterEach(() => {
    view.unmount();
    vi.unstubAllGlobals();
  });

  it('sends one request when "Save new password" is double-clicked', async () => {
    const onDone = vi.fn();
    view.render(
      withClient(
        <NewPasswordStep
          email="ada@school.test"
          resetKey="reset-key"
          onDone={onDone}
          onStartAgain={() => {}}
        />,
      ),
    );
    const [password, confirm] =
      view.container.querySelectorAll<HTMLInputElement>('input[type="password"]');
    if (!password || !confirm) throw new Error('No password boxes');
    typeInto(password, 'orchards under snow');
    typeInto(confirm, 'orchards under snow');
    const save = view.container.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!save) throw new Error('No save button');

    // Each click is its own browser event, and React finishes its work between them.
    act(() => save.click());
    expect(save.disabled).toBe(true);
    act(() => save.click());
    await settleUntil(() => onDone.mock.calls.length > 0);

    expect(onDone).toHaveBeenCalledTimes(1);
    expect(passwordSaves()).toHaveLength(1);
  });
});
