import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('linkParts', () => {
  it('leaves text without addresses as it is', () => {
    expect(linkParts('Your code is 123456.')).toEqual([{ text: 'Your code is 123456.' }]);
    expect(linkParts('')).toEqual([]);
  });

  it('finds a reset link with its fragment', () => {
    const link = 'http://127.0.0.1:3100/reset-password#key=Ab-c_9';
    expect(linkParts(`Choose a password:\n\n${link}`)).toEqual([
      { text: 'Choose a password:\n\n' },
      { href: link },
    ]);
  });

  it('keeps sentence punctuation out of the link', () => {
    expect(linkParts('Go to https://kitlab.test/a. Then sign in.')).toEqual([
      { text: 'Go to ' },
      { href: 'https://kitlab.test/a' },
      { text: '. Then sign in.' },
    ]);
  });

  it('links only http and https addresses', () => {
    expect(linkParts('javascript:alert(1) and ftp://x.test')).toEqual([
      { text: 'javascript:alert(1) and ftp://x.test' },
    ]);
  });
});
