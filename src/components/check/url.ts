// The checker's whole entry in the address fragment, so a reload, back/forward or a copied link
// reopens it: `#r=fuzhou&h=123m…&m=pong:777s;chow:123p&w=9p&f.gold=5p&f.winBy=self-draw&o.idleGold=false`.
// The replay viewer builds the same fragment from a win's situation ("check this hand").

import type { MeldType, OptionValue } from '../../engine/index.ts';
import type { CheckInput } from './evaluate.ts';

const MELD_TYPES: readonly MeldType[] = ['chow', 'pong', 'kong', 'added-kong', 'concealed-kong'];

/** More melds than any rule set's hand holds (five at most): an address with more keeps one over, to be refused. */
export const MAX_ADDRESS_MELDS = 6;

function typed(raw: string): OptionValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

export function encodeCheck(input: CheckInput): string {
  const p = new URLSearchParams();
  p.set('r', input.ruleset);
  p.set('h', input.concealed);
  const melds = input.melds.filter((m) => m.tiles.trim() !== '').map((m) => `${m.type}:${m.tiles.trim()}`);
  if (melds.length) p.set('m', melds.join(';'));
  if (input.winning) p.set('w', input.winning);
  for (const [id, value] of Object.entries(input.fields)) p.set(`f.${id}`, String(value));
  for (const [id, value] of Object.entries(input.options)) p.set(`o.${id}`, String(value));
  return `#${p.toString()}`;
}

/** The entry a fragment holds; absent parts are left empty (the rule set's defaults apply). */
export function decodeCheck(hash: string, fallbackRuleset: string): CheckInput {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const input: CheckInput = { ruleset: p.get('r') || fallbackRuleset, options: {}, concealed: p.get('h') ?? '', melds: [], winning: p.get('w') ?? '', fields: {} };
  for (const part of (p.get('m') ?? '').split(';')) {
    const [type, tiles] = part.split(':');
    if (tiles !== undefined && (MELD_TYPES as readonly string[]).includes(type)) input.melds.push({ type: type as MeldType, tiles });
    // No hand holds this many melds: the checker refuses the entry, and the page never lays out thousands.
    if (input.melds.length >= MAX_ADDRESS_MELDS) break;
  }
  for (const [key, value] of p) {
    // Fields stay text; the rule set's form says what each is (evaluate.ts reads them by kind).
    if (key.startsWith('f.')) input.fields[key.slice(2)] = value;
    else if (key.startsWith('o.')) input.options[key.slice(2)] = typed(value);
  }
  return input;
}

/** The fragment for a situation in the `fzmj score` JSON format (the viewer's "check this hand"). */
export function situationFragment(json: Record<string, unknown>, options: Record<string, OptionValue>): string {
  const { ruleset, concealed, melds, winningTile, ...fields } = json as {
    ruleset: string;
    concealed: string;
    melds: { type: MeldType; tiles: string }[];
    winningTile: string;
  } & Record<string, string | number | boolean>;
  return encodeCheck({ ruleset, concealed, melds, winning: winningTile, fields, options });
}
