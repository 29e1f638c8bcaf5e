// A UsageError's or read failure's message in the user's language: what it echoes of the input
// made printable (and cut short unless told otherwise), and a system error's code said in words.

import { t, type Lang } from '../i18n/index.ts';
import { errnoText } from './errno.ts';
import { clip, printable } from './text.ts';

export function usageMessage(lang: Lang, key: string, params: Record<string, string | number>, clipped = true): string {
  const shown: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) shown[k] = typeof v === 'string' ? (clipped ? clip(printable(v)) : printable(v)) : v;
  if (typeof params.errno === 'string') shown.detail = errnoText(lang, { code: params.errno });
  return t(lang, key, shown);
}
