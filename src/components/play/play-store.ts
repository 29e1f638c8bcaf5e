// What the Play page keeps: the deal in progress in localStorage (so leaving and coming back
// resumes it), and the setup in the address (`#r=mcr&seed=42&seat=1&level=strong&o.<id>=…`) so a
// teacher can hand out the same deal. Storage that is blocked (private modes) is simply not used.

import type { Seat } from '../../engine/game/types.ts';
import type { BotLevel } from '../../engine/rules/types.ts';
import type { PlayRecord } from '../../engine/play/index.ts';

export const STORE_KEY = 'fzmj-play';

export interface Kept {
  record: PlayRecord;
  /** Every hand was shown at some point of the deal (the review says so). */
  opened: boolean;
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

export interface AskedSetup {
  ruleset?: string;
  seed?: number;
  seat?: Seat;
  level?: BotLevel;
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
  for (const [key, value] of params) if (key.startsWith('o.') && key.length < 60 && value.length < 60) out.options[key.slice(2)] = value;
  return out;
}

export function formatSetup(setup: { ruleset: string; seed: number; seat: Seat; level: BotLevel; options: Record<string, string | number | boolean> }): string {
  const parts = [`r=${setup.ruleset}`, `seed=${setup.seed}`, `seat=${setup.seat}`, `level=${setup.level}`];
  for (const [id, value] of Object.entries(setup.options)) parts.push(`o.${encodeURIComponent(id)}=${encodeURIComponent(String(value))}`);
  return `#${parts.join('&')}`;
}

/** A new deal number, different each time. */
export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}
