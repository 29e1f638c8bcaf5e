// What a failed system call means, in words (zh and en) rather than its errno code alone:
// `ELOOP` is said "too many symbolic links (a loop?)", with the code after it for a search.

import { hasMessage, t, type Lang } from '../i18n/index.ts';

/** The words for an error's code; a code fzmj has no words for is said as a system error with its code. */
export function errnoText(lang: Lang, error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (typeof code !== 'string' || !/^E[A-Z0-9]{1,15}$/.test(code)) return t(lang, 'cli.errno.unknown');
  const key = `cli.errno.${code}`;
  return hasMessage(lang, key) ? t(lang, 'cli.errno.with-code', { text: t(lang, key), code }) : t(lang, 'cli.errno.other', { code });
}
