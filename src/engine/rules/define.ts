// How a rule set registers: its name, its place in lists, its option table, and how it is made
// from its options. A rule set states only how it differs from the usual table below (13 tiles
// held, four melds and a pair, no flowers, no wilds, chow, pong and kong claimed, one winner, the
// dealer passing after every deal);
// the options are checked here, so each rule set's constructor receives its own typed options.

import type * as z from 'zod/mini';
import { HAND_KINDS, TILE_KINDS, type Tile } from '../tiles/index.ts';
import type { DealMachine, DealSetup, TableState } from '../game/types.ts';
import { USUAL_CLAIM_RANK } from '../game/claims.ts';
import { NO_OWN_EVENTS } from '../deal/events.ts';
import { PASSING_SUCCESSION } from './succession.ts';
import { zodParts } from '#engine/zod-parts';
import { type OptionsOf, type OptionTable, optionSpecs, optionsByHand } from './option-table.ts';
import type { Ruleset, Scenario } from './types.ts';

export interface RulesetDefinition {
  name: string;
  /** Where the rule set stands in every list: the default rule set 0, the others after, ascending. */
  order: number;
  make(options: unknown): { ok: true; ruleset: Ruleset } | { ok: false; error: z.core.$ZodError };
}

/** What the usual table has: a rule set that plays so leaves the member out. */
export const USUAL = {
  /** 136 tiles, four of each suited tile, wind and dragon. */
  copies: Uint8Array.from({ length: TILE_KINDS }, (_, t) => (t < HAND_KINDS ? 4 : 0)) as Readonly<Uint8Array>,
  handKinds: Array.from({ length: HAND_KINDS }, (_, t) => t) as readonly Tile[],
  handSize: 13,
  meldsToWin: 4,
  isFlower: (_tile: Tile): boolean => false,
  wilds: { kind: 'none' },
  claims: { melds: ['chow', 'pong', 'kong'], rank: USUAL_CLAIM_RANK, multipleWinners: false },
  winBy: ['self-draw', 'discard', 'rob-kong'],
  figures: ['total'],
  /** No list of lines: a fans question finds its decoys on random hands alone. */
  items: [],
  scenarios: [],
  /** No events or ways of winning beyond the core ones. */
  events: NO_OWN_EVENTS,
  /** The dealer passes after every deal; no streak. */
  succession: PASSING_SUCCESSION,
} as const satisfies Partial<Ruleset>;

type Usual = keyof typeof USUAL;

/**
 * A rule set's own members: what differs from the usual table (the rest may be left out), its
 * words' namespace only where it is not the name, and its deal machine, handed the finished rule set.
 */
export type RulesetParts = Omit<Ruleset, Usual | 'name' | 'words' | 'options' | 'optionSpecs' | 'deal'> &
  Partial<Pick<Ruleset, Usual | 'words'>> & {
    deal(setup: DealSetup, ruleset: Ruleset): DealMachine<TableState>;
  };

export interface RulesetSpec<T extends OptionTable> {
  name: string;
  order: number;
  options: T;
  create(options: OptionsOf<T>): RulesetParts;
}

export function defineRuleset<T extends OptionTable>(spec: RulesetSpec<T>): RulesetDefinition {
  // The schema is made the first time options are not right by hand: it says what is wrong.
  let schema: z.ZodMiniType<OptionsOf<T>> | null = null;
  const specs = optionSpecs(spec.options);
  const check = (options: unknown): { success: true; data: OptionsOf<T> } | { success: false; error: z.core.$ZodError } => {
    const byHand = optionsByHand(spec.options, options);
    if (byHand) return { success: true, data: byHand };
    schema ??= zodParts().optionsSchema(spec.options);
    return schema.safeParse(options, { reportInput: true });
  };
  return {
    name: spec.name,
    order: spec.order,
    make(options) {
      const parsed = check(options);
      if (!parsed.success) return { ok: false, error: parsed.error };
      const { deal, ...parts } = spec.create(parsed.data);
      const ruleset: Ruleset = {
        ...USUAL,
        words: spec.name,
        ...parts,
        name: spec.name,
        options: parsed.data,
        optionSpecs: specs,
        deal: (setup) => deal(setup, ruleset),
      };
      return { ok: true, ruleset };
    },
  };
}

/**
 * A definition whose rule sets carry the simulator's stacked walls: the registry used outside the
 * browser wraps each definition so; the browser's registry does not, and never loads their code.
 */
export function withScenarios(definition: RulesetDefinition, scenarios: (options: never) => readonly Scenario[]): RulesetDefinition {
  return {
    name: definition.name,
    order: definition.order,
    make(options) {
      const made = definition.make(options);
      return made.ok ? { ok: true, ruleset: { ...made.ruleset, scenarios: scenarios(made.ruleset.options as never) } } : made;
    },
  };
}
