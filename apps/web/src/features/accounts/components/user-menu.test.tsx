import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { renderInApp } from '../../../lib/test-render-in-app';
import { UserMenu } from './user-menu';

const view = mountForEachTest();

const accountButton = () =>
  document.querySelector<HTMLButtonElement>('button[aria-label^="Account menu for"]');
const menu = () => document.querySelector<HTMLElement>('[role="menu"]');
const items = () => [...document.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent);

describe('UserMenu', () => {
  it('shows its button at once and opens the menu on the first click, once its code is in', async () => {
    renderInApp(view, <UserMenu />);
    expect(accountButton()?.getAttribute('aria-haspopup')).toBe('menu');
    expect(accountButton()?.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    act(() => accountButton()?.click());
    await settleUntil(() => items().includes('Sign out'));
    expect(items()).toEqual(['Account settings', 'Change password', 'Privacy policy', 'Sign out']);
    expect(accountButton()?.getAttribute('aria-expanded')).toBe('true');
  });

  it('takes focus into the menu and gives it back to its button on Escape', async () => {
    renderInApp(view, <UserMenu />);
    accountButton()?.focus();
    act(() => accountButton()?.click());
    await settleUntil(() => menu()?.contains(document.activeElement) === true);
    expect(menu()?.contains(document.activeElement)).toBe(true);

    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    await settleUntil(() => menu() === null && document.activeElement === accountButton());
    expect(document.activeElement).toBe(accountButton());
  });
});
