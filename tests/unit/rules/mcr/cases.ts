// Winning hands, one or more for each of the 81 fans (mcr ruling 2), each with its exact fan list
// worked out by hand in the comment beside it. East seat, East round and a win on a discard unless
// the hand says otherwise. "Waited alone" means no other tile kind completes the 13 tiles.
import { sit, type Json } from './helpers.ts';

export interface Case {
  name: string;
  json: Json;
  fans: Record<string, number>;
  points: number;
}

export const CASES: Case[] = [
  {
    // 111z 222z 333z melded, 444z 55m concealed, won on 5m: 444z + 5m waits on 5m alone.
    name: 'Big Four Winds',
    json: sit('444z55m', '5m', { melds: ['pong 111z', 'pong 222z', 'pong 333z'] }),
    fans: { 'big-four-winds': 1, 'half-flush': 1, 'single-wait': 1 },
    points: 88 + 6 + 1,
  },
  {
    // Three dragon pungs melded, 24m + 99p waits on 3m alone (closed); m and p, no winds: a voided suit.
    name: 'Big Three Dragons',
    json: sit('234m99p', '3m', { melds: ['pong 555z', 'pong 666z', 'pong 777z'] }),
    fans: { 'big-three-dragons': 1, 'one-voided-suit': 1, 'closed-wait': 1 },
    points: 88 + 1 + 1,
  },
  {
    // 234s melded; 234s 666s 66z 88s waits on 6z or 8s; won on 6z: a dragon pung (melded by the
    // discard), two equal chows. Bamboo and green dragon: All Green, not Half Flush.
    name: 'All Green',
    json: sit('234s666s666z88s', '6z', { melds: ['chow 234s'] }),
    fans: { 'all-green': 1, 'dragon-pung': 1, 'pure-double-chow': 1 },
    points: 88 + 2 + 1,
  },
  {
    // 1112345678999m + 5m: 111 234 55 678 999, both pungs concealed (5m in the pair); nine waits.
    // Nine Gates keeps one pung of terminals from counting: 2 − 1 = 1.
    name: 'Nine Gates',
    json: sit('11123455678999m', '5m'),
    fans: { 'nine-gates': 1, 'two-concealed-pungs': 1, 'pung-of-terminals-or-honors': 1 },
    points: 88 + 2 + 1,
  },
  {
    // Kongs 2222p, 5555s, 3333z (exposed or added) and 7777m (concealed), pair 88m.
    // West is neither seat nor round: its kong is a pung of honors. One concealed "pung" only.
    name: 'Four Kongs',
    json: sit('88m', '8m', { melds: ['kong 2222p', 'added 5555s', 'kong 3333z', 'ckong 7777m'] }),
    fans: { 'four-kongs': 1, 'pung-of-terminals-or-honors': 1 },
    points: 88 + 1,
  },
  {
    // 11223344556677p, won on 7p: beats the sets readings (123 123 456 456 77: Full Flush …).
    name: 'Seven Shifted Pairs',
    json: sit('11223344556677p', '7p'),
    fans: { 'seven-shifted-pairs': 1 },
    points: 88,
  },
  {
    name: 'Thirteen Orphans',
    json: sit('119m19p19s1234567z', '1m'),
    fans: { 'thirteen-orphans': 1 },
    points: 88,
  },
  {
    // 111m 999m 111p melded, 999s 99p concealed; 999s + 9p waits on 9p alone.
    name: 'All Terminals',
    json: sit('999s99p', '9p', { melds: ['pong 111m', 'pong 999m', 'pong 111p'] }),
    fans: { 'all-terminals': 1, 'single-wait': 1 },
    points: 64 + 1,
  },
  {
    // East, South, West pungs melded, 44z pair, 123m: East is seat and round. Every group holds
    // a terminal or an honor (Outside Hand); m and honors (Half Flush); 4z waited alone.
    name: 'Little Four Winds',
    json: sit('123m44z', '4z', { melds: ['pong 111z', 'pong 222z', 'pong 333z'] }),
    fans: { 'little-four-winds': 1, 'half-flush': 1, 'outside-hand': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'single-wait': 1 },
    points: 64 + 6 + 4 + 2 + 2 + 1,
  },
  {
    // White and green pungs melded, 77z pair, 234p 678s: p and s only.
    name: 'Little Three Dragons',
    json: sit('234p678s77z', '7z', { melds: ['pong 555z', 'pong 666z'] }),
    fans: { 'little-three-dragons': 1, 'one-voided-suit': 1, 'single-wait': 1 },
    points: 64 + 1 + 1,
  },
  {
    // 111z 555z 666z melded, 222z 44z concealed: two dragon pungs, East pung (seat and round).
    name: 'All Honors',
    json: sit('222z44z', '4z', { melds: ['pong 111z', 'pong 555z', 'pong 666z'] }),
    fans: { 'all-honors': 1, 'two-dragon-pungs': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'single-wait': 1 },
    points: 64 + 6 + 2 + 2 + 1,
  },
  {
    // 222m 444p 777s 888s + 55m, won on 5m (the pair): four concealed pungs, all simples.
    name: 'Four Concealed Pungs',
    json: sit('222m444p777888s55m', '5m'),
    fans: { 'four-concealed-pungs': 1, 'all-simples': 1, 'single-wait': 1 },
    points: 64 + 2 + 1,
  },
  {
    // 123 123 789 789 55p concealed, waiting on 5p alone; better than its seven pairs reading (48).
    name: 'Pure Terminal Chows',
    json: sit('11223355778899p', '5p'),
    fans: { 'pure-terminal-chows': 1, 'concealed-hand': 1, 'single-wait': 1 },
    points: 64 + 2 + 1,
  },
  {
    // 345s 345s melded, 345s 345s 99m concealed: four chows and a suited pair (All Chows, so not
    // No Honors); m and s only.
    name: 'Quadruple Chow',
    json: sit('334455s99m', '9m', { melds: ['chow 345s', 'chow 345s'] }),
    fans: { 'quadruple-chow': 1, 'all-chows': 1, 'one-voided-suit': 1, 'single-wait': 1 },
    points: 48 + 2 + 1 + 1,
  },
  {
    name: 'Four Pure Shifted Pungs',
    json: sit('555p77z', '7z', { melds: ['pong 222p', 'pong 333p', 'pong 444p'] }),
    fans: { 'four-pure-shifted-pungs': 1, 'half-flush': 1, 'single-wait': 1 },
    points: 48 + 6 + 1,
  },
  {
    // 123m 234m melded, 345m 456m 88p: four chows, a suited pair (All Chows).
    name: 'Four Pure Shifted Chows',
    json: sit('345456m88p', '8p', { melds: ['chow 123m', 'chow 234m'] }),
    fans: { 'four-pure-shifted-chows': 1, 'all-chows': 1, 'one-voided-suit': 1, 'single-wait': 1 },
    points: 32 + 2 + 1 + 1,
  },
  {
    // Kongs 2222m, 6666p exposed, 8888s concealed; 35s + 99m waits on 4s alone.
    name: 'Three Kongs',
    json: sit('345s99m', '4s', { melds: ['kong 2222m', 'kong 6666p', 'ckong 8888s'] }),
    fans: { 'three-kongs': 1, 'no-honors': 1, 'closed-wait': 1 },
    points: 32 + 1 + 1,
  },
  {
    // 111m 999p 222z melded, 999s 55z concealed: three suits, a wind and a dragon; 999p and 999s
    // are a double pung.
    name: 'All Terminals and Honors',
    json: sit('999s55z', '5z', { melds: ['pong 111m', 'pong 999p', 'pong 222z'] }),
    fans: { 'all-terminals-and-honors': 1, 'all-types': 1, 'double-pung': 1, 'single-wait': 1 },
    points: 32 + 6 + 2 + 1,
  },
  {
    name: 'Seven Pairs',
    json: sit('2255m3377p1199s66z', '6z'),
    fans: { 'seven-pairs': 1 },
    points: 24,
  },
  {
    // 147m 25p 39s and the seven honors.
    name: 'Greater Honors and Knitted Tiles',
    json: sit('147m25p39s1234567z', '9s'),
    fans: { 'greater-honors-and-knitted-tiles': 1 },
    points: 24,
  },
  {
    // 888m + 6m waited on 6m, and on 7m (678m with 88m): no wait fan.
    name: 'All Even Pungs',
    json: sit('888m66m', '6m', { melds: ['pong 222m', 'pong 444p', 'pong 666s'] }),
    fans: { 'all-even-pungs': 1 },
    points: 24,
  },
  {
    // 234p 999p melded, 456p 777p 11p: 234 and 456 make no fan.
    name: 'Full Flush',
    json: sit('456777p11p', '1p', { melds: ['chow 234p', 'pong 999p'] }),
    fans: { 'full-flush': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 24 + 1 + 1,
  },
  {
    // 678s three times, West pung (neither seat nor round), 55m.
    name: 'Pure Triple Chow',
    json: sit('678s333z55m', '5m', { melds: ['chow 678s', 'chow 678s'] }),
    fans: { 'pure-triple-chow': 1, 'one-voided-suit': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 24 + 1 + 1 + 1,
  },
  {
    name: 'Pure Shifted Pungs',
    json: sit('789p99s', '8p', { melds: ['pong 333m', 'pong 444m', 'pong 555m'] }),
    fans: { 'pure-shifted-pungs': 1, 'no-honors': 1, 'closed-wait': 1 },
    points: 24 + 1 + 1,
  },
  {
    // 789m 888p melded, 789s 999p 77p; self-drawn 7p. 999p + 7p also waited on the last 8p (789p
    // with 99p): no wait fan.
    name: 'Upper Tiles',
    json: sit('789s999p77p', '7p', { melds: ['chow 789m', 'pong 888p'], winBy: 'self-draw' }),
    fans: { 'upper-tiles': 1, 'mixed-double-chow': 1, 'pung-of-terminals-or-honors': 1, 'self-drawn': 1 },
    points: 24 + 1 + 1 + 1,
  },
  {
    // 456m 444s melded, 456p 555s 66s; 555s + 6s waits on 6s, 4s or 7s: no wait fan.
    name: 'Middle Tiles',
    json: sit('456p555s66s', '6s', { melds: ['chow 456m', 'pong 444s'] }),
    fans: { 'middle-tiles': 1, 'mixed-double-chow': 1 },
    points: 24 + 1,
  },
  {
    // 123m 222p melded, 123s 333p 11s; 11s + 23s waits on 1s or 4s.
    name: 'Lower Tiles',
    json: sit('123s333p11s', '1s', { melds: ['chow 123m', 'pong 222p'] }),
    fans: { 'lower-tiles': 1, 'mixed-double-chow': 1 },
    points: 24 + 1,
  },
  {
    // 123s 456s 789s 55s, red dragons claimed (the worked 24-point hand of mcr ruling 3); 12345678s waits on 3, 6, 9.
    name: 'Pure Straight',
    json: sit('12345678955s', '9s', { melds: ['pong 777z'] }),
    fans: { 'pure-straight': 1, 'half-flush': 1, 'dragon-pung': 1 },
    points: 16 + 6 + 2,
  },
  {
    name: 'Three-Suited Terminal Chows',
    json: sit('789m123789p55s', '5s', { melds: ['chow 123m'] }),
    fans: { 'three-suited-terminal-chows': 1, 'single-wait': 1 },
    points: 16 + 1,
  },
  {
    // 234p melded, 345p 456p 999m 11z: 999m is a concealed pung of terminals.
    name: 'Pure Shifted Chows',
    json: sit('345456p999m11z', '1z', { melds: ['chow 234p'] }),
    fans: { 'pure-shifted-chows': 1, 'one-voided-suit': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 16 + 1 + 1 + 1,
  },
  {
    // 345m 555p melded, 456s 567s 55m: a five in every group.
    name: 'All Fives',
    json: sit('456567s55m', '5m', { melds: ['chow 345m', 'pong 555p'] }),
    fans: { 'all-fives': 1, 'single-wait': 1 },
    points: 16 + 1,
  },
  {
    // 777 in every suit melded, 12m + 55z waits on 3m alone (edge).
    name: 'Triple Pung',
    json: sit('123m55z', '3m', { melds: ['pong 777m', 'pong 777p', 'pong 777s'] }),
    fans: { 'triple-pung': 1, 'edge-wait': 1 },
    points: 16 + 1,
  },
  {
    // All concealed: 222m 444p 666s 789s 11z; before 9s it waited on 6s, 9s or 1z.
    name: 'Three Concealed Pungs',
    json: sit('222m444p666789s11z', '9s'),
    fans: { 'three-concealed-pungs': 1, 'concealed-hand': 1 },
    points: 16 + 2,
  },
  {
    name: 'Lesser Honors and Knitted Tiles',
    json: sit('147m258p36s123567z', '7z'),
    fans: { 'lesser-honors-and-knitted-tiles': 1 },
    points: 12,
  },
  {
    // 147m 258p 369s + 789s + 11z; 79s waits on 8s alone.
    name: 'Knitted Straight',
    json: sit('147m258p367899s11z', '8s'),
    fans: { 'knitted-straight': 1, 'concealed-hand': 1, 'closed-wait': 1 },
    points: 12 + 2 + 1,
  },
  {
    name: 'Upper Four',
    json: sit('678s777p66m', '6m', { melds: ['chow 678m', 'pong 999p'] }),
    fans: { 'upper-four': 1, 'mixed-double-chow': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 12 + 1 + 1 + 1,
  },
  {
    name: 'Lower Four',
    json: sit('234s444p33m', '3m', { melds: ['chow 234m', 'pong 111p'] }),
    fans: { 'lower-four': 1, 'mixed-double-chow': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 12 + 1 + 1 + 1,
  },
  {
    // South, West, North pungs (none is East): no wind fan but Big Three Winds.
    name: 'Big Three Winds',
    json: sit('567m99m', '9m', { melds: ['pong 222z', 'pong 333z', 'pong 444z'] }),
    fans: { 'big-three-winds': 1, 'half-flush': 1, 'single-wait': 1 },
    points: 12 + 6 + 1,
  },
  {
    // 123m 456p 789s, South pung concealed.
    name: 'Mixed Straight',
    json: sit('456p789s222z55s', '5s', { melds: ['chow 123m'] }),
    fans: { 'mixed-straight': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 8 + 1 + 1,
  },
  {
    // White pung, 123p 456s 888s 99p: dots and bamboo only.
    name: 'Reversible Tiles',
    json: sit('123p456s888s99p', '9p', { melds: ['pong 555z'] }),
    fans: { 'reversible-tiles': 1, 'dragon-pung': 1, 'single-wait': 1 },
    points: 8 + 2 + 1,
  },
  {
    // 567s + 8s waited on 8s and on 5s (678s + 55s): no wait fan.
    name: 'Mixed Triple Chow',
    json: sit('567p567s333z88s', '8s', { melds: ['chow 567m'] }),
    fans: { 'mixed-triple-chow': 1, 'pung-of-terminals-or-honors': 1 },
    points: 8 + 1,
  },
  {
    name: 'Mixed Shifted Pungs',
    json: sit('789m11z', '8m', { melds: ['pong 333m', 'pong 444p', 'pong 555s'] }),
    fans: { 'mixed-shifted-pungs': 1, 'closed-wait': 1 },
    points: 8 + 1,
  },
  {
    // The worked Chicken Hand of mcr ruling 3: 234m and 888s claimed, 345s 56p 11z waiting on 4p
    // or 7p, won on a discarded 7p, with Orchid (2f) and Summer (6f): no fan at all.
    name: 'Chicken Hand with two flowers',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], flowers: '2f6f' }),
    fans: { 'chicken-hand': 1, 'flower-tiles': 2 },
    points: 8,
  },
  {
    name: 'Last Tile Draw',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'self-draw', lastTile: true }),
    fans: { 'last-tile-draw': 1 },
    points: 8,
  },
  {
    name: 'Last Tile Claim',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], lastTile: true }),
    fans: { 'last-tile-claim': 1 },
    points: 8,
  },
  {
    name: 'Out with Replacement Tile',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'kong 8888s'], winBy: 'self-draw', kongReplacement: true }),
    fans: { 'out-with-replacement-tile': 1, 'melded-kong': 1 },
    points: 8 + 1,
  },
  {
    name: 'Robbing the Kong',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'rob-kong' }),
    fans: { 'robbing-the-kong': 1 },
    points: 8,
  },
  {
    // 333m 666p melded, 777s 888p concealed pungs, 22m waited alone.
    name: 'All Pungs',
    json: sit('777s888p22m', '2m', { melds: ['pong 333m', 'pong 666p'] }),
    fans: { 'all-pungs': 1, 'two-concealed-pungs': 1, 'all-simples': 1, 'single-wait': 1 },
    points: 6 + 2 + 2 + 1,
  },
  {
    // 234p and 567p make a short straight; South pung is a pung of honors.
    name: 'Half Flush',
    json: sit('567888p44z', '4z', { melds: ['chow 234p', 'pong 222z'] }),
    fans: { 'half-flush': 1, 'short-straight': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 6 + 1 + 1 + 1,
  },
  {
    name: 'Mixed Shifted Chows',
    json: sit('234p345s999p55z', '5z', { melds: ['chow 123m'] }),
    fans: { 'mixed-shifted-chows': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1 },
    points: 6 + 1 + 1,
  },
  {
    // 234m, white pung, 456p 678s, South pair: every suit, a wind and a dragon.
    name: 'All Types',
    json: sit('456p678s22z', '2z', { melds: ['chow 234m', 'pong 555z'] }),
    fans: { 'all-types': 1, 'dragon-pung': 1, 'single-wait': 1 },
    points: 6 + 2 + 1,
  },
  {
    name: 'Melded Hand',
    json: sit('55s', '5s', { melds: ['chow 234m', 'chow 567p', 'pong 999s', 'pong 222z'] }),
    fans: { 'melded-hand': 1, 'pung-of-terminals-or-honors': 2 },
    points: 6 + 2,
  },
  {
    // Concealed kongs 2222m 7777p; 345s 678s 55p: still a concealed hand.
    name: 'Two Concealed Kongs',
    json: sit('345678s55p', '5p', { melds: ['ckong 2222m', 'ckong 7777p'] }),
    fans: { 'two-concealed-kongs': 1, 'concealed-hand': 1, 'all-simples': 1, 'short-straight': 1, 'single-wait': 1 },
    points: 6 + 2 + 2 + 1 + 1,
  },
  {
    name: 'Two Dragon Pungs',
    json: sit('234p678s11z', '1z', { melds: ['pong 555z', 'pong 777z'] }),
    fans: { 'two-dragon-pungs': 1, 'one-voided-suit': 1, 'single-wait': 1 },
    points: 6 + 1 + 1,
  },
  {
    name: 'Outside Hand',
    json: sit('789m111s11z', '1z', { melds: ['chow 123m', 'pong 999p'] }),
    fans: { 'outside-hand': 1, 'two-terminal-chows': 1, 'pung-of-terminals-or-honors': 2, 'single-wait': 1 },
    points: 4 + 1 + 2 + 1,
  },
  {
    // All concealed, self-drawn 7p (56p waited on 4p or 7p): 888s and red dragons concealed.
    name: 'Fully Concealed Hand',
    json: sit('234m888s777z567p55s', '7p', { winBy: 'self-draw' }),
    fans: { 'fully-concealed-hand': 1, 'dragon-pung': 1, 'two-concealed-pungs': 1 },
    points: 4 + 2 + 2,
  },
  {
    // 2m is far from 234s and 678p: waited alone.
    name: 'Two Melded Kongs',
    json: sit('234s678p22m', '2m', { melds: ['kong 9999m', 'added 1111p'] }),
    fans: { 'two-melded-kongs': 1, 'pung-of-terminals-or-honors': 2, 'no-honors': 1, 'single-wait': 1 },
    points: 4 + 2 + 1 + 1,
  },
  {
    name: 'Last Tile',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 777z'], lastCopy: true }),
    fans: { 'all-types': 1, 'last-tile': 1, 'dragon-pung': 1 },
    points: 6 + 4 + 2,
  },
  {
    // South round, West seat: both wind pungs score, as pungs of honors they do not.
    name: 'Prevalent Wind and Seat Wind',
    json: sit('234567m44z', '4z', { melds: ['pong 222z', 'pong 333z'], roundWind: '2z', seatWind: '3z' }),
    fans: { 'half-flush': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'short-straight': 1, 'single-wait': 1 },
    points: 6 + 2 + 2 + 1 + 1,
  },
  {
    // 123m twice, 123s, 11m: four 1m (Tile Hog); 123m-123m and one 123m-123s (never both 123m
    // with 123s: the same fan twice with one chow). 11m + 23m waited on 1m or 4m.
    name: 'Tile Hog',
    json: sit('123m123s11m', '1m', { melds: ['chow 123m', 'pong 111z'] }),
    fans: { 'outside-hand': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'tile-hog': 1, 'pure-double-chow': 1, 'mixed-double-chow': 1, 'one-voided-suit': 1 },
    points: 4 + 2 + 2 + 2 + 1 + 1 + 1,
  },
  {
    name: 'Double Pung',
    json: sit('777s55z', '5z', { melds: ['pong 444m', 'pong 444s', 'pong 777p'] }),
    fans: { 'all-pungs': 1, 'double-pung': 2, 'single-wait': 1 },
    points: 6 + 4 + 1,
  },
  {
    name: 'Concealed Kong',
    json: sit('345s567p11z', '7p', { melds: ['chow 234m', 'ckong 7777z'] }),
    fans: { 'all-types': 1, 'dragon-pung': 1, 'concealed-kong': 1 },
    points: 6 + 2 + 2,
  },
];
