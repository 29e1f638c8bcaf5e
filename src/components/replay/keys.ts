// The viewer's keyboard: which key does what. Pure, so the key list shown by `?` and the
// handler cannot drift apart; the app applies the returned action.

import type { Seat } from '../../engine/game/types.ts';
import type { MomentKind } from './moments.ts';

export type KeyAction =
  | { type: 'step'; by: 1 | -1 }
  /** The game's next or previous deal. */
  | { type: 'deal'; by: 1 | -1 }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'play' }
  | { type: 'seat'; seat: Seat }
  | { type: 'open' }
  | { type: 'analyze' }
  | { type: 'jump'; kind: MomentKind; dir: 1 | -1 }
  | { type: 'speed'; by: 1 | -1 }
  | { type: 'help' }
  | { type: 'close' };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The focused element's tag, e.g. 'INPUT', and its type; keys typed into fields are theirs. */
  tag?: string;
  inputType?: string;
}

/** Auto-play: ms between events at each speed (slow to fast); the default is the second. */
export const SPEEDS = [1600, 800, 400, 200] as const;
export const DEFAULT_SPEED = 1;

const JUMPS: Record<string, MomentKind> = { c: 'claim', k: 'kong', w: 'win' };

/** The key list for the help dialog: keys as shown, and the i18n key of what they do. */
export const KEY_HELP: readonly { keys: string[]; does: string }[] = [
  { keys: ['←', '→'], does: 'replay.keys.step' },
  { keys: ['Home', 'End'], does: 'replay.keys.ends' },
  { keys: ['[', ']'], does: 'replay.keys.deal' },
  { keys: ['Space'], does: 'replay.keys.play' },
  { keys: ['1', '2', '3', '4'], does: 'replay.keys.seat' },
  { keys: ['O'], does: 'replay.keys.open' },
  { keys: ['A'], does: 'replay.keys.analyze' },
  { keys: ['C', 'Shift+C'], does: 'replay.keys.claim' },
  { keys: ['K', 'Shift+K'], does: 'replay.keys.kong' },
  { keys: ['W', 'Shift+W'], does: 'replay.keys.win' },
  { keys: ['+', '−'], does: 'replay.keys.speed' },
  { keys: ['?'], does: 'replay.keys.help' },
  { keys: ['Esc'], does: 'replay.keys.close' },
];

export function keyAction(input: KeyInput): KeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const tag = input.tag ?? '';
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && input.inputType !== 'range' && input.inputType !== 'checkbox')) {
    return input.key === 'Escape' ? { type: 'close' } : null;
  }
  // A focused slider moves itself with the arrows, Home and End.
  const onSlider = tag === 'INPUT' && input.inputType === 'range';
  // A focused button is pressed by Space, as everywhere else.
  const onButton = tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY';
  const key = input.key;
  switch (key) {
    case 'ArrowRight':
      return onSlider ? null : { type: 'step', by: 1 };
    case 'ArrowLeft':
      return onSlider ? null : { type: 'step', by: -1 };
    case '[':
    case 'PageUp':
      return { type: 'deal', by: -1 };
    case ']':
    case 'PageDown':
      return { type: 'deal', by: 1 };
    case 'Home':
      return onSlider ? null : { type: 'first' };
    case 'End':
      return onSlider ? null : { type: 'last' };
    case ' ':
    case 'Spacebar':
      return onButton ? null : { type: 'play' };
    case '1':
    case '2':
    case '3':
    case '4':
      return { type: 'seat', seat: (Number(key) - 1) as Seat };
    case 'o':
    case 'O':
      return { type: 'open' };
    case 'a':
    case 'A':
      return { type: 'analyze' };
    case '+':
    case '=':
      return { type: 'speed', by: 1 };
    case '-':
    case '_':
      return { type: 'speed', by: -1 };
    case '?':
      return { type: 'help' };
    case 'Escape':
      return { type: 'close' };
  }
  const jump = JUMPS[key.toLowerCase()];
  if (jump && key.length === 1) return { type: 'jump', kind: jump, dir: key === key.toLowerCase() ? 1 : -1 };
  return null;
}
