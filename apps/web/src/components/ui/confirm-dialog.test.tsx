import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountForEachTest, settleUntil } from '../../lib/test-dom';
import { ConfirmDialog } from './confirm-dialog';

const view = mountForEachTest();

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttonNamed = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent === name,
  );

function AskFirst({ onConfirm }: { onConfirm: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Remove
      </button>
      <ConfirmDialog
        opened={opened}
        title="Remove this?"
        confirmLabel="Yes, remove"
        onConfirm={onConfirm}
        onClose={() => setOpened(false)}
      >
        It cannot be undone.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('loads nothing until first opened, then asks, and answers through its buttons', async () => {
    const onConfirm = vi.fn();
    view.render(<AskFirst onConfirm={onConfirm} />);
    expect(document.body.textContent).not.toContain('Remove this?');

    act(() => buttonNamed('Remove')?.click());
    await settleUntil(() => dialog()?.textContent?.includes('It cannot be undone.') === true);
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    act(() => buttonNamed('Yes, remove')?.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the control that opened it, on its first opening too', async () => {
    view.render(<AskFirst onConfirm={() => {}} />);
    const opener = buttonNamed('Remove');
    opener?.focus();
    act(() => opener?.click());
    await settleUntil(() => dialog()?.contains(document.activeElement) === true);
    expect(dialog()?.contains(document.activeElement)).toBe(true);

    act(() => buttonNamed('Cancel')?.click());
    await settleUntil(() => document.activeElement === opener);
    expect(document.activeElement).toBe(opener);
  });
});
