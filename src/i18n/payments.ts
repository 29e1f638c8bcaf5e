// Who pays the winner, in words, from a score's payments by role (any rule set).
import type { WinScore } from '../engine/rules/types.ts';
import { winnerGain } from '../engine/game/settle.ts';
import { t, type Lang } from './index.ts';

/**
 * The payments of a score in words: "Each of the other three pays 18; the winner gains 54." The
 * seat that gave the tile is the discarder, or on a win by robbing a kong the robbed player.
 */
/** `words`: the rule set's namespace, whose win word the sentence uses (胡 or 和). */
export function paymentsText(lang: Lang, score: WinScore, winBy: string, words?: string): string {
  const gain = winnerGain(score.payments);
  const role = (from: string) => (from === 'discarder' && winBy === 'rob-kong' ? 'robbed' : from);
  const parts = score.payments.map((p) => t(lang, `engine.payment.${role(p.from)}`, { amount: p.amount }));
  const line = t(lang, 'engine.payment.line', { parts: parts.join(t(lang, 'engine.payment.separator')), gain, ...(words ? { words } : {}) });
  // The parts are words inside a sentence; the sentence begins with a capital.
  return line.charAt(0).toUpperCase() + line.slice(1);
}
