// Every "not also counted" entry of the fan table (mcr ruling 2: no double counting), each shown
// by a hand that scores the fan and also has the excluded fan's pattern, so it would otherwise
// count it. The pattern is named by hand beside each entry; the fan lists are worked out by hand.
import { describe, expect, it } from 'vitest';
import { FANS, notAlsoCounted } from '../../../../src/engine/rules/mcr/index.ts';
import { CASES } from './cases.ts';
import { expectFans, sit, type Json } from './helpers.ts';

interface Exclusion {
  fan: string;
  /** Each excluded fan, with the pattern this hand has that would count it. */
  excluded: Record<string, string>;
  json: Json;
  fans: Record<string, number>;
  points: number;
}

const hand = (name: string): Pick<Exclusion, 'json' | 'fans' | 'points'> => {
  const c = CASES.find((x) => x.name === name);
  if (!c) throw new Error(`no case ${name}`);
  return { json: c.json, fans: c.fans, points: c.points };
};

const EXCLUSIONS: Exclusion[] = [
  {
    fan: 'big-four-winds',
    excluded: {
      'big-three-winds': 'three of its wind pungs',
      'all-pungs': 'four pungs',
      'prevalent-wind': 'the East pung, East round',
      'seat-wind': 'the East pung, East seat',
      'pung-of-terminals-or-honors': 'South, West, North pungs (own sets)',
    },
    ...hand('Big Four Winds'),
  },
  {
    fan: 'big-three-dragons',
    excluded: { 'two-dragon-pungs': 'two of its dragon pungs', 'dragon-pung': 'a dragon pung', 'pung-of-terminals-or-honors': 'pungs of honors (own sets)' },
    ...hand('Big Three Dragons'),
  },
  { fan: 'all-green', excluded: { 'half-flush': 'bamboo and the green dragon only' }, ...hand('All Green') },
  {
    fan: 'nine-gates',
    excluded: {
      'full-flush': 'one suit',
      'concealed-hand': 'nothing claimed, won on a discard',
      'no-honors': 'no honor',
      'pung-of-terminals-or-honors': '111m and 999m: one of the two only',
    },
    ...hand('Nine Gates'),
  },
  {
    fan: 'nine-gates',
    excluded: { 'fully-concealed-hand': 'nothing claimed, self-drawn (Self-Drawn stays)' },
    // The same tiles self-drawn: 88 + 2 + 1 + Self-Drawn 1.
    json: sit('11123455678999m', '5m', { winBy: 'self-draw' }),
    fans: { 'nine-gates': 1, 'two-concealed-pungs': 1, 'pung-of-terminals-or-honors': 1, 'self-drawn': 1 },
    points: 88 + 2 + 1 + 1,
  },
  {
    fan: 'four-kongs',
    excluded: {
      'three-kongs': 'three of its kongs',
      'two-melded-kongs': '2222p and 5555s',
      'all-pungs': 'four kongs',
      'concealed-kong': '7777m',
      'melded-kong': '2222p',
      'single-wait': '88m: the pair alone completed it',
    },
    ...hand('Four Kongs'),
  },
  {
    fan: 'four-kongs',
    excluded: { 'two-concealed-kongs': '7777m and 2222p concealed' },
    // Two concealed kongs are two concealed pungs (Two Concealed Kongs does not count, so it keeps
    // nothing out); West is a pung of honors: 88 + 2 + 1.
    json: sit('88m', '8m', { melds: ['ckong 7777m', 'ckong 2222p', 'kong 5555s', 'kong 3333z'] }),
    fans: { 'four-kongs': 1, 'two-concealed-pungs': 1, 'pung-of-terminals-or-honors': 1 },
    points: 88 + 2 + 1,
  },
  {
    fan: 'seven-shifted-pairs',
    excluded: { 'seven-pairs': 'seven pairs', 'full-flush': 'one suit', 'concealed-hand': 'concealed, on a discard', 'no-honors': 'no honor', 'single-wait': '7p alone completed it' },
    ...hand('Seven Shifted Pairs'),
  },
  {
    fan: 'seven-shifted-pairs',
    excluded: { 'fully-concealed-hand': 'concealed, self-drawn' },
    json: sit('11223344556677p', '7p', { winBy: 'self-draw' }),
    fans: { 'seven-shifted-pairs': 1, 'self-drawn': 1 },
    points: 88 + 1,
  },
  {
    fan: 'thirteen-orphans',
    excluded: { 'all-terminals-and-honors': 'terminals and honors only', 'all-types': 'three suits, winds, dragons', 'concealed-hand': 'concealed, on a discard' },
    ...hand('Thirteen Orphans'),
  },
  {
    fan: 'thirteen-orphans',
    excluded: { 'fully-concealed-hand': 'concealed, self-drawn' },
    json: sit('119m19p19s1234567z', '1m', { winBy: 'self-draw' }),
    fans: { 'thirteen-orphans': 1, 'self-drawn': 1 },
    points: 88 + 1,
  },
  {
    fan: 'all-terminals',
    excluded: {
      'all-terminals-and-honors': 'terminals only',
      'all-pungs': 'four pungs',
      'outside-hand': 'a terminal in every group',
      'double-pung': '111m 111p, 999m 999s',
      'pung-of-terminals-or-honors': 'four pungs of terminals',
      'no-honors': 'no honor',
    },
    ...hand('All Terminals'),
  },
  { fan: 'little-four-winds', excluded: { 'big-three-winds': 'three wind pungs', 'pung-of-terminals-or-honors': 'South and West pungs (own sets)' }, ...hand('Little Four Winds') },
  {
    fan: 'little-three-dragons',
    excluded: { 'two-dragon-pungs': 'two dragon pungs', 'dragon-pung': 'a dragon pung', 'pung-of-terminals-or-honors': 'pungs of honors (own sets)' },
    ...hand('Little Three Dragons'),
  },
  {
    fan: 'all-honors',
    excluded: {
      'all-terminals-and-honors': 'honors only',
      'all-pungs': 'four pungs',
      'outside-hand': 'an honor in every group',
      'pung-of-terminals-or-honors': 'the South pung (no wind fan scores it)',
    },
    ...hand('All Honors'),
  },
  {
    fan: 'four-concealed-pungs',
    excluded: { 'three-concealed-pungs': 'three of them', 'two-concealed-pungs': 'two of them', 'all-pungs': 'four pungs', 'concealed-hand': 'concealed, on a discard' },
    ...hand('Four Concealed Pungs'),
  },
  {
    fan: 'four-concealed-pungs',
    excluded: { 'fully-concealed-hand': 'concealed, self-drawn (Self-Drawn stays)' },
    json: sit('222m444p777888s55m', '5m', { winBy: 'self-draw' }),
    fans: { 'four-concealed-pungs': 1, 'all-simples': 1, 'single-wait': 1, 'self-drawn': 1 },
    points: 64 + 2 + 1 + 1,
  },
  {
    fan: 'pure-terminal-chows',
    excluded: {
      'full-flush': 'one suit',
      'all-chows': 'four chows, pair of 5p',
      'pure-double-chow': '123p twice, 789p twice',
      'two-terminal-chows': '123p with 789p',
      'no-honors': 'no honor',
    },
    ...hand('Pure Terminal Chows'),
  },
  {
    fan: 'quadruple-chow',
    excluded: { 'pure-triple-chow': 'three of the four chows', 'pure-double-chow': 'two of them', 'tile-hog': 'four 3s, 4s and 5s' },
    ...hand('Quadruple Chow'),
  },
  { fan: 'four-pure-shifted-pungs', excluded: { 'pure-shifted-pungs': '222p 333p 444p', 'all-pungs': 'four pungs' }, ...hand('Four Pure Shifted Pungs') },
  {
    fan: 'four-pure-shifted-chows',
    excluded: { 'pure-shifted-chows': '123m 234m 345m', 'short-straight': '123m with 456m' },
    ...hand('Four Pure Shifted Chows'),
  },
  {
    fan: 'four-pure-shifted-chows',
    excluded: { 'two-terminal-chows': '123m with 789m' },
    // 123m 345m melded, 567m 789m 88p (8p waited alone): 32 + All Chows 2 + 1 + 1.
    json: sit('567789m88p', '8p', { melds: ['chow 123m', 'chow 345m'] }),
    fans: { 'four-pure-shifted-chows': 1, 'all-chows': 1, 'one-voided-suit': 1, 'single-wait': 1 },
    points: 32 + 2 + 1 + 1,
  },
  {
    fan: 'three-kongs',
    excluded: { 'two-melded-kongs': '2222m and 6666p', 'concealed-kong': '8888s', 'melded-kong': '2222m' },
    ...hand('Three Kongs'),
  },
  {
    fan: 'three-kongs',
    excluded: { 'two-concealed-kongs': '6666p and 8888s concealed' },
    // The two concealed kongs still make Two Concealed Pungs: 32 + 2 + 1 + 1.
    json: sit('345s99m', '4s', { melds: ['kong 2222m', 'ckong 6666p', 'ckong 8888s'] }),
    fans: { 'three-kongs': 1, 'two-concealed-pungs': 1, 'no-honors': 1, 'closed-wait': 1 },
    points: 32 + 2 + 1 + 1,
  },
  {
    fan: 'all-terminals-and-honors',
    excluded: { 'all-pungs': 'four pungs', 'outside-hand': 'a terminal or honor in every group', 'pung-of-terminals-or-honors': 'four such pungs' },
    ...hand('All Terminals and Honors'),
  },
  { fan: 'seven-pairs', excluded: { 'concealed-hand': 'concealed, on a discard', 'single-wait': '6z alone completed it' }, ...hand('Seven Pairs') },
  {
    fan: 'seven-pairs',
    excluded: { 'fully-concealed-hand': 'concealed, self-drawn' },
    json: sit('2255m3377p1199s66z', '6z', { winBy: 'self-draw' }),
    fans: { 'seven-pairs': 1, 'self-drawn': 1 },
    points: 24 + 1,
  },
  {
    fan: 'greater-honors-and-knitted-tiles',
    excluded: { 'lesser-honors-and-knitted-tiles': 'honors and knitted tiles', 'all-types': 'three suits, winds, dragons', 'concealed-hand': 'concealed, on a discard' },
    ...hand('Greater Honors and Knitted Tiles'),
  },
  {
    fan: 'greater-honors-and-knitted-tiles',
    excluded: { 'fully-concealed-hand': 'concealed, self-drawn' },
    json: sit('147m25p39s1234567z', '9s', { winBy: 'self-draw' }),
    fans: { 'greater-honors-and-knitted-tiles': 1, 'self-drawn': 1 },
    points: 24 + 1,
  },
  { fan: 'all-even-pungs', excluded: { 'all-pungs': 'four pungs', 'all-simples': '2–8 only', 'no-honors': 'no honor' }, ...hand('All Even Pungs') },
  { fan: 'full-flush', excluded: { 'no-honors': 'no honor' }, ...hand('Full Flush') },
  { fan: 'pure-triple-chow', excluded: { 'pure-double-chow': '678s twice' }, ...hand('Pure Triple Chow') },
  { fan: 'upper-tiles', excluded: { 'upper-four': '6–9 only', 'no-honors': 'no honor' }, ...hand('Upper Tiles') },
  { fan: 'middle-tiles', excluded: { 'all-simples': '2–8 only', 'no-honors': 'no honor' }, ...hand('Middle Tiles') },
  { fan: 'lower-tiles', excluded: { 'lower-four': '1–4 only', 'no-honors': 'no honor' }, ...hand('Lower Tiles') },
  { fan: 'pure-straight', excluded: { 'short-straight': '123s with 456s', 'two-terminal-chows': '123s with 789s' }, ...hand('Pure Straight') },
  {
    fan: 'three-suited-terminal-chows',
    excluded: { 'all-chows': 'four chows, pair of 5s', 'mixed-double-chow': '123m with 123p', 'two-terminal-chows': '123p with 789p', 'no-honors': 'no honor' },
    ...hand('Three-Suited Terminal Chows'),
  },
  { fan: 'all-fives', excluded: { 'all-simples': '3–7 only', 'no-honors': 'no honor' }, ...hand('All Fives') },
  { fan: 'triple-pung', excluded: { 'double-pung': '777m with 777p' }, ...hand('Triple Pung') },
  { fan: 'three-concealed-pungs', excluded: { 'two-concealed-pungs': 'two of them' }, ...hand('Three Concealed Pungs') },
  {
    fan: 'lesser-honors-and-knitted-tiles',
    excluded: { 'all-types': 'three suits, East, South, West and the dragons', 'concealed-hand': 'concealed, on a discard' },
    ...hand('Lesser Honors and Knitted Tiles'),
  },
  {
    fan: 'lesser-honors-and-knitted-tiles',
    excluded: { 'fully-concealed-hand': 'concealed, self-drawn' },
    json: sit('147m258p36s123567z', '7z', { winBy: 'self-draw' }),
    fans: { 'lesser-honors-and-knitted-tiles': 1, 'self-drawn': 1 },
    points: 12 + 1,
  },
  { fan: 'upper-four', excluded: { 'no-honors': 'no honor' }, ...hand('Upper Four') },
  { fan: 'lower-four', excluded: { 'no-honors': 'no honor' }, ...hand('Lower Four') },
  { fan: 'big-three-winds', excluded: { 'pung-of-terminals-or-honors': 'South, West, North pungs (own sets)' }, ...hand('Big Three Winds') },
  { fan: 'reversible-tiles', excluded: { 'one-voided-suit': 'no characters' }, ...hand('Reversible Tiles') },
  { fan: 'mixed-triple-chow', excluded: { 'mixed-double-chow': '567m with 567p' }, ...hand('Mixed Triple Chow') },
  { fan: 'last-tile-draw', excluded: { 'self-drawn': 'self-drawn' }, ...hand('Last Tile Draw') },
  { fan: 'out-with-replacement-tile', excluded: { 'self-drawn': 'self-drawn' }, ...hand('Out with Replacement Tile') },
  {
    fan: 'robbing-the-kong',
    excluded: { 'last-tile': 'the fourth 7p, three shown in the robbed kong' },
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'rob-kong', lastCopy: true }),
    fans: { 'robbing-the-kong': 1 },
    points: 8,
  },
  { fan: 'melded-hand', excluded: { 'single-wait': '5s alone completed it' }, ...hand('Melded Hand') },
  {
    fan: 'two-concealed-kongs',
    excluded: { 'two-concealed-pungs': 'the two kongs', 'concealed-kong': 'a concealed kong' },
    ...hand('Two Concealed Kongs'),
  },
  {
    fan: 'two-dragon-pungs',
    excluded: { 'dragon-pung': 'a dragon pung', 'pung-of-terminals-or-honors': 'pungs of honors (own sets)' },
    ...hand('Two Dragon Pungs'),
  },
  { fan: 'fully-concealed-hand', excluded: { 'concealed-hand': 'nothing claimed', 'self-drawn': 'self-drawn' }, ...hand('Fully Concealed Hand') },
  { fan: 'two-melded-kongs', excluded: { 'melded-kong': 'a melded kong' }, ...hand('Two Melded Kongs') },
  {
    fan: 'dragon-pung',
    excluded: { 'pung-of-terminals-or-honors': 'the red pung (own set); 999m still counts' },
    // 777z and 999m claimed, 234p 567s 11z (1z waited alone): five suits and honors.
    json: sit('234p567s11z', '1z', { melds: ['pong 777z', 'pong 999m'] }),
    fans: { 'all-types': 1, 'dragon-pung': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 6 + 2 + 1 + 1,
  },
  {
    fan: 'prevalent-wind',
    excluded: { 'pung-of-terminals-or-honors': 'the South pung (own set)' },
    ...hand('Prevalent Wind and Seat Wind'),
  },
  {
    fan: 'seat-wind',
    excluded: { 'pung-of-terminals-or-honors': 'the East pung, East seat and round (one own set); 999m still counts' },
    json: sit('234p567s77z', '7z', { melds: ['pong 111z', 'pong 999m'] }),
    fans: { 'all-types': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 6 + 2 + 2 + 1 + 1,
  },
  { fan: 'all-chows', excluded: { 'no-honors': 'no honor' }, ...hand('Four Pure Shifted Chows') },
  { fan: 'all-simples', excluded: { 'no-honors': 'no honor' }, ...hand('All Pungs') },
];

describe('mcr ruling 2: no double counting, each exclusion of the fan table', () => {
  for (const e of EXCLUSIONS) {
    it(`${e.fan} keeps out ${Object.keys(e.excluded).join(', ')}`, () => {
      const score = expectFans(e.json, e.fans, e.points);
      const counted = score.fans.map((f) => f.id);
      expect(counted).toContain(e.fan);
      for (const id of Object.keys(e.excluded)) {
        if (id === 'pung-of-terminals-or-honors') continue; // partly excluded: its count is in the fan list
        expect(counted, `${id}: ${e.excluded[id]}`).not.toContain(id);
      }
    });
  }

  it('every entry of every fan’s "not also counted" list is shown above', () => {
    const shown = new Set(EXCLUSIONS.flatMap((e) => Object.keys(e.excluded).map((id) => `${e.fan} > ${id}`)));
    const missing = FANS.flatMap((f) => notAlsoCounted(f).map((id) => `${f.id} > ${id}`)).filter((k) => !shown.has(k));
    expect(missing).toEqual([]);
  });

  it('lists only fans of the table, each later in the official order', () => {
    const byId = new Map(FANS.map((f) => [f.id, f.no]));
    for (const f of FANS) for (const id of notAlsoCounted(f)) expect(byId.get(id), `${f.id} > ${id}`).toBeGreaterThan(f.no);
  });
});
