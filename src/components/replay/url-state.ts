// What the address keeps about the viewer, in the fragment (never sent to a server):
// `#s=12&v=2&o=1&d=<deal>` or `#sample=final-sweep&s=12`. `s` is the position (events applied),
// `v` the seat drawn at the bottom, `o=1` all hands open, `d` the deal or game (share codec),
// `n` the deal of a game (1 for the first), `sample` a bundled sample by name, `a=1` the analyzer
// opened (a played deal's review asks for it). The long `d` goes last so the short fields stay readable.

import type { Seat } from '../../engine/game/types.ts';

export interface UrlState {
  /** The deal, encoded by share.ts. */
  deal?: string;
  /** A bundled sample's name. */
  sample?: string;
  /** Events applied: 0 is before the first event. */
  step?: number;
  seat?: Seat;
  open?: boolean;
  /** The deal of a game shown, 1 for the first. */
  game?: number;
  /** Open the analyzer. */
  analyze?: boolean;
}

const SAMPLE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function parseHash(hash: string): UrlState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const out: UrlState = {};
  const step = params.get('s');
  if (step !== null && /^\d{1,6}$/.test(step)) out.step = Number(step);
  const seat = params.get('v');
  if (seat !== null && /^[0-3]$/.test(seat)) out.seat = Number(seat) as Seat;
  if (params.get('o') === '1') out.open = true;
  if (params.get('a') === '1') out.analyze = true;
  const game = params.get('n');
  if (game !== null && /^[1-9]\d{0,2}$/.test(game)) out.game = Number(game);
  const deal = params.get('d');
  const sample = params.get('sample');
  // A malformed deal code is kept, so opening it says the link is damaged rather than nothing.
  if (deal) out.deal = deal;
  else if (sample && SAMPLE.test(sample)) out.sample = sample;
  return out;
}

export function formatHash(state: UrlState): string {
  const parts: string[] = [];
  if (state.sample && !state.deal) parts.push(`sample=${state.sample}`);
  if (state.game !== undefined) parts.push(`n=${state.game}`);
  if (state.step !== undefined) parts.push(`s=${state.step}`);
  if (state.seat !== undefined) parts.push(`v=${state.seat}`);
  if (state.open) parts.push('o=1');
  if (state.analyze) parts.push('a=1');
  if (state.deal) parts.push(`d=${state.deal}`);
  return parts.length ? `#${parts.join('&')}` : '';
}

/** Whether two states show the same deal (so only the position or the view changed). */
export function sameDeal(a: UrlState, b: UrlState): boolean {
  return (a.deal ?? '') === (b.deal ?? '') && (a.sample ?? '') === (b.sample ?? '');
}
