// `fzmj import` end to end, as the installed command: the three formats told by content, one line
// a deal, what the source lacks, each deal written with --out and verifying again, and a file in
// none of the formats said with the formats accepted; exit codes.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fzmj, TIMEOUT } from './bin.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures/external');
const TEXT = join(FIXTURES, 'botzone-sample.txt');
const JUDGE = join(FIXTURES, 'botzone-judge.jsonl');
const PMN = join(FIXTURES, 'hand-made.pmn');
const tmp = () => mkdtempSync(join(tmpdir(), 'fzmj-import-'));

describe('fzmj import', () => {
  it(
    'reads the Botzone text, the judge logs and PMN by content: every deal consistent, exit 0',
    async () => {
      const ran = await fzmj(['import', TEXT, JUDGE, PMN]);
      expect(ran.stderr).toBe('');
      expect(ran.code).toBe(0);
      const lines = ran.stdout.trimEnd().split('\n');
      expect(lines.filter((l) => l.endsWith(': consistent'))).toHaveLength(8);
      expect(lines).toContain(`${TEXT}: Match 61602cb45ddc087351c04358: consistent`);
      expect(lines).toContain(`${TEXT}: no wall recorded: the deal replays from its events`);
      expect(lines).toContain(`${JUDGE}: no fans recorded: the scores are checked`);
      expect(lines).toContain(`${PMN}: Hand-made PMN, board 1: consistent`);
      expect(lines.at(-1)).toBe('8 deals read: 8 consistent, 0 not; 0 problems of reading');
    },
    TIMEOUT,
  );

  it(
    '--out writes each deal as our log, which fzmj verify finds consistent and import refers to verify',
    async () => {
      const out = tmp();
      const ran = await fzmj(['import', TEXT, PMN, '--out', out, '--lang', 'zh']);
      expect(ran.code).toBe(0);
      expect(ran.stdout).toContain(`已写入 ${join(out, 'botzone-sample-001.json')}`);
      expect(readdirSync(out)).toEqual(['botzone-sample-001.json', 'botzone-sample-002.json', 'botzone-sample-003.json', 'botzone-sample-004.json', 'hand-made-001.json']);
      const verified = await fzmj(['verify', out]);
      expect(verified.code).toBe(0);
      expect(verified.stdout.trimEnd().split('\n').at(-1)).toBe('5 deals: 5 consistent, 0 mismatch, 0 illegal, 0 invalid');
      // Our own log is not imported again: verify checks it.
      const again = await fzmj(['import', join(out, 'hand-made-001.json')]);
      expect(again.code).toBe(1);
      expect(again.stdout.split('\n')[0]).toBe(`${join(out, 'hand-made-001.json')}: this is already this site’s log: fzmj verify checks it`);
    },
    TIMEOUT,
  );

  it(
    'a picture and an empty file are each said, a recorded fan the engine does not find is named: exit 1; no file: exit 2',
    async () => {
      const dir = tmp();
      const png = join(dir, 'table.png');
      writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]));
      const empty = join(dir, 'empty.txt');
      writeFileSync(empty, '');
      const claimed = join(dir, 'claimed.pmn');
      writeFileSync(claimed, readFileSync(PMN, 'utf8').replace('[Fan "None 39/1.62/1.76/1', '[Fan "None 39/1.62/1.76/1.71/1'));
      const ran = await fzmj(['import', png, empty, claimed]);
      expect(ran.code).toBe(1);
      const lines = ran.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(new RegExp(`^${png}: this is not text \\(a picture or another binary file\\); accepted: this site’s deal or game log \\(JSON\\); Botzone`));
      expect(lines[1]).toBe(`${empty}: the file is empty`);
      expect(lines[2]).toMatch(new RegExp(`^${claimed}: Hand-made PMN, board 1: mismatch: `));
      expect(lines[3]).toBe('  Short Straight: the record counts 1, the engine finds 0');
      expect(lines.at(-1)).toBe('1 deals read: 0 consistent, 1 not; 2 problems of reading');
      const missing = await fzmj(['import', join(dir, 'nothing-here.txt')]);
      expect(missing.code).toBe(2);
      expect((await fzmj(['import'])).code).toBe(2);
    },
    TIMEOUT,
  );

  it(
    'has help in both languages',
    async () => {
      expect((await fzmj(['import', '--help'])).stdout).toMatch(/^Usage: fzmj import FILE\.\.\. \[--out DIR\]/);
      expect((await fzmj(['help', 'import', '--lang', 'zh'])).stdout).toMatch(/^用法：fzmj import 文件\.\.\. \[--out 目录\]/);
      expect((await fzmj(['--help'])).stdout).toContain('import FILE... [--out DIR]');
    },
    TIMEOUT,
  );
});
