// Build time only: what a sample's own page and its link card say and show, in one language: the
// title, the rule set, the result in words and the decisive moment (the winner's hand with the
// winning tile, or every hand at the end of a deal nobody won), read from the engine's replay.

import type { Tile } from '../../engine/tiles/index.ts';
import { hasMessage, t, type Lang } from '../../i18n/index.ts';
import { loadDeal } from './load.ts';
import { sampleList, sampleTexts } from './samples.ts';
import { winnersText } from './ending.ts';
import { noWinnerText, seatName } from './words.ts';

/** A row of tiles on the card, with what it is (a meld's kind, a seat's name). */
export interface CardRow {
  tiles: Tile[];
  /** The wild kind in this row is drawn as a wild (gold). */
  wild: Tile | null;
  /** This row's tile to mark (the winning tile), by index. */
  marked?: number;
  label?: string;
  /** The sizes of the row's groups (a hand, each meld), drawn apart; one group if absent. */
  groups?: number[];
}

export interface SampleCard {
  id: string;
  title: string;
  /** The sample's own description, if its rule set has one. */
  note: string;
  /** The rule set's full name. */
  ruleset: string;
  /** The rule set's words namespace: its wild's badge and name on the tiles. */
  words: string;
  /** Who won, how and for how much; or how the deal ended without a winner. */
  result: string;
  /** A deal someone won (its rows are the winner's hand), or one nobody did (each seat's hand). */
  winning: boolean;
  /** A line above the tiles: the winner's hand, or "the hands at the end". */
  caption: string;
  /** The winner's concealed hand and each exposed meld; or each seat's hand at the end. */
  rows: CardRow[];
  flowers: Tile[];
  /** The rule set's word for the bonus tiles. */
  flowersLabel: string;
}

/** Each card once: the page and its picture ask for the same one. */
const made = new Map<string, SampleCard | undefined>();

/** The card of one sample in one language; undefined for an id that is no sample. */
export function sampleCard(lang: Lang, id: string): SampleCard | undefined {
  const key = `${lang}/${id}`;
  if (!made.has(key)) made.set(key, makeCard(lang, id));
  return made.get(key);
}

function makeCard(lang: Lang, id: string): SampleCard | undefined {
  const text = sampleTexts().get(id);
  const listed = sampleList(lang).find((s) => s.id === id);
  if (text === undefined || !listed) return undefined;
  const loaded = loadDeal(text, 'sample', id);
  if (!loaded.ok) throw new Error(`sample ${id} does not open`);
  const { replay, names } = loaded.deal;
  const log = replay.log;
  const words = log.ruleset.words;
  const result = replay.result;
  const base = {
    id,
    title: listed.title,
    note: listed.description,
    ruleset: t(lang, `${words}.name`),
    words,
    flowersLabel: t(lang, hasMessage(lang, `${words}.field.flowers`) ? `${words}.field.flowers` : 'replay.card.flowers'),
  };
  if (result?.winner != null && result.situation) {
    const s = result.situation;
    // The winning tile marked once, in the concealed hand (where the engine puts it).
    const marked = s.concealed.indexOf(s.winningTile);
    return {
      ...base,
      winning: true,
      result: winnersText(lang, result, words, names, log.dealer),
      caption: t(lang, 'replay.card.winning-hand', { seat: seatName(lang, result.winner, names, log.dealer), words }),
      rows: [{ tiles: [...s.concealed], wild: s.wild, marked: marked < 0 ? undefined : marked }, ...s.melds.map((m) => ({ tiles: [...m.tiles], wild: null, label: t(lang, `replay.meld.${m.type}`) }))],
      flowers: [...s.flowers],
    };
  }
  const end = replay.states[replay.states.length - 1];
  const wild = replay.machine.view(end).wilds[0] ?? null;
  return {
    ...base,
    winning: false,
    result: result ? noWinnerText(lang, result, 'end', words) : t(lang, 'replay.card.unfinished'),
    caption: t(lang, 'replay.card.hands-at-end'),
    rows: end.seats.map((seat, i) => ({
      tiles: [...seat.hand, ...seat.melds.flatMap((m) => m.tiles)],
      groups: [seat.hand.length, ...seat.melds.map((m) => m.tiles.length)],
      wild,
      label: seatName(lang, i as 0 | 1 | 2 | 3, names, log.dealer),
    })),
    flowers: [],
  };
}

/** The page's description: the sample's note, then its result. */
export function cardDescription(card: SampleCard): string {
  return [card.note, `${card.ruleset} · ${card.result}`].filter(Boolean).join(' ');
}
