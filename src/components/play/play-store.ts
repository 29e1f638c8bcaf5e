// What the Play page keeps: the deal in progress in localStorage (so leaving and coming back
// resumes it), and the setup in the address (`#r=mcr&seed=42&seat=1&level=strong&clock=8&o.<id>=…`)
// so a teacher can hand out the same deal. Storage that is blocked (private modes) is simply not used.

import type { Seat } from '../../engine/game/types.ts';
import type { BotLevel, OptionValue } from '../../engine/rules/types.ts';
import type { PlayRecord } from '../../engine/play/index.ts';

export const STORE_KEY = 'fzmj-play';

export interface Kept {
  record: PlayRecord;
  /** Every hand was shown at some point of the deal (the review says so). */
  opened: boolean;
  /** Seconds to decide on a claim (none or 0: no clock). */
  clock?: number;
  /** The finished deal's missed wins are already in the review deck. */
  practiced?: boolean;
}

export function loadKept(): Kept | null {
  try {
    const text = localStorage.getItem(STORE_KEY);
    if (!text) return null;
    const kept = JSON.parse(text) as Kept;
    return kept && typeof kept === 'object' && kept.record && Array.isArray(kept.record.events) ? kept : null;
  } catch {
    return null;
  }
}

export function saveKept(kept: Kept | null): void {
  try {
    if (kept) localStorage.setItem(STORE_KEY, JSON.stringify(kept));
    else localStorage.removeItem(STORE_KEY);
  } catch {
    // blocked storage: the deal lasts as long as the page
  }
}

/** What the setup form asks the page to deal (a null seed: a new deal). */
export interface ChosenSetup {
  ruleset: string;
  options: Record<string, OptionValue>;
  seat: Seat;
  level: BotLevel;
  seed: number | null;
  /** Seconds of the claim clock, 0 for none. */
  clock?: number;
}

/** The claim clock's choices in seconds (0: none, the default). */
export const CLOCKS: readonly number[] = [0, 5, 8, 15];

export interface AskedSetup {
  ruleset?: string;
  seed?: number;
  seat?: Seat;
  level?: BotLevel;
  /** Seconds of the claim clock. */
  clock?: number;
  options: Record<string, string>;
}

export function parseSetup(hash: string): AskedSetup {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const out: AskedSetup = { options: {} };
  const r = params.get('r');
  if (r && /^[a-z0-9-]{1,40}$/.test(r)) out.ruleset = r;
  const seed = params.get('seed');
  if (seed && /^\d{1,9}$/.test(seed)) out.seed = Number(seed);
  const seat = params.get('seat');
  if (seat && /^[0-3]$/.test(seat)) out.seat = Number(seat) as Seat;
  const level = params.get('level');
  if (level === 'quick' || level === 'strong') out.level = level;
  const clock = params.get('clock');
  if (clock && CLOCKS.includes(Number(clock))) out.clock = Number(clock);
  for (const [key, value] of params) if (key.startsWith('o.') && key.length < 60 && value.length < 60) out.options[key.slice(2)] = value;
  return out;
}

export function formatSetup(setup: Omit<ChosenSetup, 'seed'> & { seed: number }): string {
  const parts = [`r=${setup.ruleset}`, `seed=${setup.seed}`, `seat=${setup.seat}`, `level=${setup.level}`];
  if (setup.clock) parts.push(`clock=${setup.clock}`);
  for (const [id, value] of Object.entries(setup.options)) parts.push(`o.${encodeURIComponent(id)}=${encodeURIComponent(String(value))}`);
  return `#${parts.join('&')}`;
}

/** A new deal number, different each time. */
export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}
