import { beforeEach, describe, expect, it } from 'vitest';
import { clearRedirect, REDIRECT_MAX_AGE_MS, readRedirect, saveRedirect } from './redirect';

describe('deep-link redirect', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the URL and the time it was asked for in session storage', () => {
    saveRedirect('/reports/AdminReport?tab=2', 1000);
    expect(sessionStorage.getItem('kitlab.redirect_url')).toBe('/reports/AdminReport?tab=2');
    expect(sessionStorage.getItem('kitlab.redirect_at')).toBe('1000');
    expect(readRedirect(2000)).toBe('/reports/AdminReport?tab=2');
  });

  it('drops a stale request', () => {
    saveRedirect('/dashboard', 0);
    expect(readRedirect(REDIRECT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('does not remember the root, sign-in or another site', () => {
    saveRedirect('/');
    saveRedirect('/login?x=1');
    saveRedirect('//evil.example/path');
    saveRedirect('https://evil.example/');
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the link once used', () => {
    saveRedirect('/dashboard');
    clearRedirect();
    expect(readRedirect()).toBeNull();
  });
});
