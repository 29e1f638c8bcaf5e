// A score's formula in words (any rule set): `<words>.score.formula`, or the variant the score
// names (`formula: 'capped'`, `<words>.score.formula.capped`) where the usual words would mislead.
import type { WinScore } from '../engine/rules/types.ts';
import { t, type Lang } from './index.ts';

export function formulaText(lang: Lang, words: string, score: Pick<WinScore, 'figures' | 'formula'>): string {
  return t(lang, `${words}.score.formula${score.formula ? `.${score.formula}` : ''}`, score.figures);
}
