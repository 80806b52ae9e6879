import { accounts } from '@kitlab/contract';

/** Each language's own name, so a user can find theirs whatever the page is shown in. */
const LANGUAGE_NAMES: Record<(typeof accounts.LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ar: 'العربية',
  hi: 'हिन्दी',
  zh: '中文',
};

export const LANGUAGE_OPTIONS = accounts.LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code],
}));
