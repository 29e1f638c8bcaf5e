// `fzmj simulate` and `fzmj verify` end to end: files, determinism, verdicts, exit codes, messages.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/fzmj.ts';
import { fzmj, TIMEOUT } from './bin.ts';
import { ev, lessonLog, type Lesson } from '../deal/lesson.ts';
import { dealCount, soakReport } from '../scale.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'fzmj-deals-'));
const readAll = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));

describe('fzmj simulate', () => {
  it(
    'writes K logs, and the same seed writes the same files',
    async () => {
      const [a, b, c] = [tmp(), tmp(), tmp()];
      expect((await run(['simulate', '--seed', '9', '--count', '25', '--out', a, '--lang', 'en'])).stdout).toMatch(/Wrote 25 deals/);
      await run(['simulate', '--seed', '9', '--count', '25', '--out', b]);
      await run(['simulate', '--seed', '10', '--count', '25', '--out', c]);
      expect(readdirSync(a)).toHaveLength(25);
      expect(readdirSync(a)[0]).toBe('deal-0001.json');
      expect(readAll(a)).toEqual(readAll(b));
      expect(readAll(a)).not.toEqual(readAll(c));
    },
    TIMEOUT,
  );

  const RUN = dealCount(100, 2000);
  it(
    `a run of ${RUN} deals, through the real command, contains every event type and every special win`,
    async () => {
      const dir = tmp();
      const r = await fzmj(['simulate', '--seed', '31337', '--count', String(RUN), '--out', dir], { timeout: 140_000 });
      expect(r.code).toBe(0);
      const logs = readAll(dir).map((text) => JSON.parse(text));
      expect(logs).toHaveLength(RUN);
      const types = new Set(logs.flatMap((l) => l.events.map((e: { type: string }) => e.type)));
      for (const type of ['deal', 'flower', 'gold', 'draw', 'discard', 'call', 'chow', 'pong', 'kong', 'added-kong', 'concealed-kong', 'win', 'draw-game']) {
        expect(types).toContain(type);
      }
      const wins = new Set(logs.map((l) => l.result.win));
      for (const win of ['pinghu', 'gold-grab', 'three-golds', 'gold-pair', 'gold-dragon']) expect(wins).toContain(win);
      expect(logs.some((l) => l.result.how === 'rob-kong')).toBe(true);
      const verified = await fzmj(['verify', dir], { timeout: 140_000 });
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain(`${RUN} deals: ${RUN} consistent, 0 mismatch, 0 illegal, 0 invalid`);
      soakReport('fzmj simulate then verify', { deals: RUN });
    },
    TIMEOUT,
  );

  it(
    'says which option is missing or wrong',
    async () => {
      expect((await run(['simulate', '--count', '3', '--out', tmp(), '--lang', 'en'])).stderr).toMatch(/option --seed is required/);
      const r = await run(['simulate', '--seed', '1', '--count', 'many', '--out', tmp(), '--lang', 'en']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--count must be a whole number/);
    },
    TIMEOUT,
  );
});

describe('fzmj verify', () => {
  const dir = tmp();
  const good = tmp();
  let sample: Record<string, any>;
  it(
    'prepares logs',
    async () => {
      await run(['simulate', '--seed', '4', '--count', '6', '--out', good]);
      sample = JSON.parse(readFileSync(join(good, 'deal-0002.json'), 'utf8'));
    },
    TIMEOUT,
  );

  it(
    'exits 0 with one line per deal and a summary when every deal is consistent',
    async () => {
      const r = await run(['verify', good, '--lang', 'en']);
      expect(r.code).toBe(0);
      // Notes on a deal (claims made without calls) are lines of their own below it, two spaces in.
      const lines = r.stdout.trim().split('\n');
      expect(lines.filter((line) => !line.startsWith('  note: '))).toHaveLength(7);
      expect(r.stdout).toMatch(/deal-0001\.json: consistent/);
      expect(r.stdout).toMatch(/6 deals: 6 consistent, 0 mismatch, 0 illegal, 0 invalid/);
    },
    TIMEOUT,
  );

  it(
    'reports mismatch, illegal and invalid deals with what and where, exit 1',
    async () => {
      const write = (name: string, value: unknown) => {
        const path = join(dir, name);
        writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
        return path;
      };
      const d = sample.result.deltas;
      write('a-mismatch.json', { ...sample, result: { ...sample.result, deltas: [d[0] + 2, d[1] - 2, d[2], d[3]] } });
      const events = structuredClone(sample.events);
      const k = events.findIndex((e: { type: string }) => e.type === 'draw');
      events[k].seat = (events[k].seat + 2) % 4;
      write('b-illegal.json', { ...sample, events });
      write('c-seat7.json', { ...sample, events: sample.events.map((e: object, i: number) => (i === 5 ? { ...e, seat: 7 } : e)) });
      write('d-version.json', { ...sample, version: 2 });
      write('e-truncated.json', JSON.stringify(sample).slice(0, 300));
      write('f-five.json', { ...sample, wall: `1m${sample.wall}` });
      const r = await run(['verify', dir, '--json', '--lang', 'en']);
      expect(r.code).toBe(1);
      const lines = r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const byFile = Object.fromEntries(lines.map((l) => [l.file.split('/').pop(), l]));
      expect(byFile['a-mismatch.json']).toMatchObject({ status: 'mismatch' });
      expect(byFile['a-mismatch.json'].differences[0]).toEqual({ field: 'result.deltas[0]', recorded: d[0] + 2, recomputed: d[0] });
      expect(byFile['b-illegal.json']).toMatchObject({ status: 'illegal', step: k });
      expect(byFile['b-illegal.json'].message).toMatch(/^illegal at step \d+ \(events\[\d+\]\): /);
      expect(byFile['c-seat7.json']).toMatchObject({ status: 'invalid', path: 'events[5].seat' });
      expect(byFile['d-version.json'].message).toMatch(/version 1 deal logs, not version 2/);
      expect(byFile['e-truncated.json']).toMatchObject({ status: 'invalid' });
      expect(byFile['f-five.json'].message).toMatch(/wall: 5 copies of 1m/);
      expect(r.stderr).toBe('');
    },
    TIMEOUT,
  );

  it(
    'notes a claim taken with no calls recorded while another seat could have made a higher one, in words and in --json',
    async () => {
      // Ann (seat 0, dealer) throws 5s; Bo (seat 1) chows it with 3s 4s, no calls recorded, while
      // Cy (seat 2) holds 5s 5s and could have ponged it. The log stops there: illegal, unfinished.
      const hands: Lesson['hands'] = ['11m55m99m22p66p33s77s4p8s5s', '34s147p258m19s9p36m8p7m6s', '55s147m2p3p8p9p2s6s9s3m6m8m1p', '3s7s7m8m4p6p1s2s6s8s9s4m9p8p7p6m'];
      const file = join(tmp(), 'chow.json');
      writeFileSync(file, JSON.stringify(lessonLog({ hands, gold: '5p', events: [ev.discard(0, '5s'), ev.chow(1, '34s'), ev.discard(1, '9p')] })));
      const text = await run(['verify', file, '--lang', 'en']);
      expect(text.code).toBe(1);
      expect(text.stdout).toBe(
        `${file}: illegal at step 9 (events[8]): the log ends after 8 events, before the deal does\n` +
          '  note: at step 7 (events[6]) Bo (seat 1) made a chow with no calls recorded, while Cy (seat 2) could have made a pong, which ranks higher; a log need not record passes, so the claim stands\n' +
          '1 deal: 0 consistent, 0 mismatch, 1 illegal, 0 invalid\n',
      );
      const zh = await run(['verify', file, '--lang', 'zh']);
      expect(zh.stdout.split('\n')[1]).toBe('  提示：第 7 步（events[6]）Bo（1号位）吃了，记录里没有叫牌，而 Cy（2号位）本可以碰，优先级更高；记录不必写明谁放弃，所以这次仍算数');
      const json = await run(['verify', file, '--json', '--lang', 'en']);
      expect(JSON.parse(json.stdout).notes).toEqual([
        {
          step: 6,
          seat: 1,
          claim: 'chow',
          other: 2,
          otherClaim: 'pong',
          message:
            'note: at step 7 (events[6]) Bo (seat 1) made a chow with no calls recorded, while Cy (seat 2) could have made a pong, which ranks higher; a log need not record passes, so the claim stands',
        },
      ]);
      // With the calls recorded the claims were ranked: no note.
      writeFileSync(file, JSON.stringify(lessonLog({ hands, gold: '5p', events: [ev.discard(0, '5s'), ev.call(1, 'chow'), ev.chow(1, '34s'), ev.discard(1, '9p')] })));
      expect(JSON.parse((await run(['verify', file, '--json', '--lang', 'en'])).stdout).notes).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'exits 2 for a path that cannot be read, refuses a 50 MB file without a stack trace',
    async () => {
      const big = join(dir, '..', `big-${Date.now()}.json`);
      writeFileSync(big, `{"format": "fuzhou-mahjong-deal", "pad": "${'x'.repeat(50 * 1024 * 1024)}"}`);
      const r = await run(['verify', big, join(dir, 'missing.json'), '--lang', 'en']);
      expect(r.code).toBe(2);
      expect(r.stdout).toMatch(/invalid: the file is 50\.0 MB; the limit is 20 MB/);
      expect(r.stderr).toMatch(/cannot read .*missing\.json: no such file/);
      expect(r.stderr + r.stdout).not.toMatch(/at .*\.ts:\d+/);
    },
    TIMEOUT,
  );
});
