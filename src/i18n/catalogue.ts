// Every namespace of the catalogue. Each namespace file is owned by the part of the site it serves.
import engine from './engine.ts';
import engineFunctions from './engine-functions.ts';
import cli from './cli.ts';
import deal from './deal.ts';
import game from './game.ts';
import site from './site.ts';
import tiles from './tiles.ts';
import replay from './replay.ts';
import check from './check.ts';
import learn from './learn.ts';
import play from './play.ts';
import importing from './import.ts';

import { RULESET_WORDS } from '../engine/rules/registry.ts';

export const catalogue = [engine, engineFunctions, cli, deal, game, site, tiles, replay, check, learn, play, importing, ...RULESET_WORDS] as const;

/** The default rule set's words (the registry lists it first): its words fill shared messages that name no rule set. */
export const defaultWords: string | undefined = RULESET_WORDS[0]?.name;
