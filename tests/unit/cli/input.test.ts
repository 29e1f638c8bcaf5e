// The command as installed (issue 15) and what it reads (issue 14, items 2 and 6): the built
// binary, --help and --lang anywhere, inputs that never end or are not regular files, `verify -`,
// and messages that quote at most ~60 characters of the input, with the position.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binary, fzmj, fzmjAlongside, TIMEOUT } from './bin.ts';

const dir = mkdtempSync(join(tmpdir(), 'fzmj-input-'));
chmodSync(dir, 0o755); // the unreadable-folder test reads below it as another user
const file = (name: string, content: string | Buffer | object) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content));
  return path;
};
const pinghu = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw', streak: 3 };
const hasFifo = process.platform !== 'win32' && spawnSync('mkfifo', ['--version']).status === 0;

/** One simulated deal log (the command's own output), as text. */
async function dealText(seed = 5): Promise<string> {
  const out = mkdtempSync(join(dir, 'sim-'));
  const r = await fzmj(['simulate', '--seed', String(seed), '--count', '1', '--out', out]);
  expect(r.code).toBe(0);
  return readFileSync(join(out, 'deal-0001.json'), 'utf8');
}

describe('fzmj, the installed command', () => {
  it(
    'package.json names one bundled file as the fzmj command; it starts with a shebang and runs through a link, as npm link installs it',
    async () => {
      const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
      expect(pkg.bin).toEqual({ fzmj: 'build/fzmj.mjs' });
      const bin = await binary();
      expect(bin.endsWith(join('build', 'fzmj.mjs'))).toBe(true);
      expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
      // The build output is never committed.
      expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain('build/');
      const linked = join(mkdtempSync(join(dir, 'bin-')), 'fzmj');
      symlinkSync(bin, linked);
      const r = spawnSync(linked, ['rulesets'], { encoding: 'utf8', timeout: TIMEOUT - 5_000, env: { ...process.env, LANG: 'en_US.UTF-8' } });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^fuzhou /m);
    },
    TIMEOUT,
  );

  it(
    'npm run -s fzmj -- … still runs it',
    () => {
      const r = spawnSync('npm', ['run', '-s', 'fzmj', '--', 'score', '--help', '--lang', 'en'], { encoding: 'utf8', timeout: TIMEOUT - 5_000 });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: fzmj score FILE(\.\.\.)?\|-/);
    },
    TIMEOUT,
  );

  it(
    '--help and --lang work before or after the command',
    async () => {
      const general = await fzmj(['--help']);
      expect(general.code).toBe(0);
      expect(general.stdout).toMatch(/^Usage: fzmj <command>/);
      for (const args of [
        ['score', '--help'],
        ['--help', 'score'],
        ['help', 'score'],
        ['score', '-h'],
      ]) {
        const r = await fzmj(args);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/^Usage: fzmj score FILE(\.\.\.)?\|-/);
        expect(r.stderr).toBe('');
      }
      for (const args of [
        ['--lang', 'zh', 'score', '--help'],
        ['score', '--help', '--lang', 'zh'],
        ['--lang=zh', 'verify', '--help'],
      ]) {
        const r = await fzmj(args);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/^用法：fzmj (score|verify)/);
      }
      // --lang before the command, for a command that runs.
      const zh = await fzmj(['--lang', 'zh', 'score', file('zh.json', { ...pinghu, winningTile: '8p' })]);
      expect(zh.code).toBe(2);
      expect(zh.stderr).toMatch(/胡牌的那张 8p 不在暗牌中/);
      const none = await fzmj([]);
      expect(none.code).toBe(2);
      expect(none.stderr).toMatch(/^Usage: fzmj <command>/);
    },
    TIMEOUT,
  );
});

describe('inputs that never end, or are not files', () => {
  it.skipIf(process.platform === 'win32')(
    '/dev/zero and /dev/urandom are refused at the 20 MB limit, not read forever',
    async () => {
      for (const device of ['/dev/zero', '/dev/urandom']) {
        const score = await fzmj(['score', device]);
        expect(score.code).toBe(2);
        expect(score.stdout).toBe('');
        expect(score.stderr).toBe(`fzmj score: ${device} is larger than the limit of 20 MB (reading stopped there)\n`);
      }
      const verify = await fzmj(['verify', '/dev/zero', '--json']);
      expect(verify.code).toBe(1);
      expect(JSON.parse(verify.stdout)).toMatchObject({ file: '/dev/zero', status: 'invalid', reason: 'over-limit' });
    },
    TIMEOUT,
  );

  it.skipIf(!hasFifo)(
    'a FIFO named on the command line is read through the same cap; one inside a folder is never opened for reading',
    async () => {
      const fifo = join(dir, 'pipe.json');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const deal = await dealText();
      // A writer that sends one deal log into the FIFO, as `fzmj verify <(…)` would (a process of
      // its own: this one waits in spawnSync meanwhile).
      const source = file('source.json', deal);
      spawn('sh', ['-c', `cat '${source}' > '${fifo}'`], { stdio: 'ignore' });
      const named = await fzmj(['verify', fifo]);
      expect(named.code).toBe(0);
      expect(named.stdout).toBe(`${fifo}: consistent\n1 deal: 1 consistent, 0 mismatch, 0 illegal, 0 invalid\n`);

      // In a folder, next to a good log, with no writer at all: reported, not waited on.
      const folder = mkdtempSync(join(dir, 'with-fifo-'));
      writeFileSync(join(folder, 'a.json'), deal);
      expect(spawnSync('mkfifo', [join(folder, 'b.json')]).status).toBe(0);
      const listed = await fzmj(['verify', folder]);
      expect(listed.code).toBe(2);
      expect(listed.stdout).toBe(`${join(folder, 'a.json')}: consistent\n1 deal: 1 consistent, 0 mismatch, 0 illegal, 0 invalid\n`);
      expect(listed.stderr).toBe(`fzmj verify: cannot read ${join(folder, 'b.json')}: not a regular file (a FIFO, socket or device in a folder is not read)\n`);
    },
    TIMEOUT,
  );

  it.skipIf(!hasFifo)(
    'a FIFO named on the command line with no writer is reported after 10 s, not waited on for ever',
    async () => {
      const fifo = join(dir, 'lonely.json');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const started = Date.now();
      // Both wait on the same FIFO at once (neither is a writer): one 10 s wait, not two in turn.
      const [verify, score] = await Promise.all([fzmjAlongside(['verify', fifo]), fzmjAlongside(['score', fifo, '--lang', 'zh'])]);
      expect(verify.code).toBe(2);
      expect(verify.stderr).toBe(`fzmj verify: cannot read ${fifo}: nothing was written to it in 10 s (a FIFO with no writer)\n`);
      expect(verify.stdout).toBe('0 deals: 0 consistent, 0 mismatch, 0 illegal, 0 invalid\n');
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
      expect(score.code).toBe(2);
      expect(score.stderr).toBe(`fzmj score: 无法读取 ${fifo}：10 秒内没有写入任何内容（没有写入方的命名管道）\n`);
    },
    // Two runs waiting 10 s side by side and the processes' start: generous for a loaded machine.
    TIMEOUT,
  );

  it(
    'verify - reads one deal log from standard input',
    async () => {
      const deal = await dealText(6);
      const r = await fzmj(['verify', '-'], { input: deal });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('-: consistent\n1 deal: 1 consistent, 0 mismatch, 0 illegal, 0 invalid\n');
      const json = await fzmj(['verify', '--json', '-'], { input: '{"format": "fuzhou-mahjong-deal", "version": 2}' });
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({ file: '-', status: 'invalid', path: 'version' });
      // Standard input over the limit is refused once the limit is passed.
      const huge = await fzmj(['score', '-'], { input: Buffer.alloc(21 * 1024 * 1024, 0x20) });
      expect(huge.code).toBe(2);
      expect(huge.stderr).toBe('fzmj score: - is larger than the limit of 20 MB (reading stopped there)\n');
    },
    TIMEOUT,
  );

  it(
    'a folder it may not read is "not readable", not "no such file"; the rest is still verified',
    async (context) => {
      const root = mkdtempSync(join(dir, 'perm-'));
      chmodSync(root, 0o755);
      const deal = await dealText(7);
      writeFileSync(join(root, 'a.json'), deal);
      chmodSync(join(root, 'a.json'), 0o644);
      const locked = join(root, 'locked');
      mkdirSync(locked);
      writeFileSync(join(locked, 'hidden.json'), deal);
      chmodSync(locked, 0o000);
      // Root reads any folder: run the command as an ordinary user then. That user may not reach the
      // checkout (a clone inside a folder of mode 700), so it runs a copy of the command kept beside
      // the files, and starts there.
      const other = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const kept = mkdtempSync(join(dir, 'copy-'));
      chmodSync(kept, 0o755);
      const bin = join(kept, 'fzmj.mjs');
      copyFileSync(await binary(), bin);
      chmodSync(bin, 0o755);
      const as = { ...other, bin, cwd: root };
      const probe = await fzmj(['rulesets'], as);
      if (probe.code !== 0) {
        chmodSync(locked, 0o755);
        // Said, not hidden: the other user cannot even start node here (its own folder is out of reach).
        context.skip(`user 65534 cannot run ${process.execPath} here: ${probe.stderr.trim() || `exit ${probe.code}`}`);
      }
      const whole = await fzmj(['verify', root], as);
      expect(whole.code).toBe(2);
      expect(whole.stdout).toBe(`${join(root, 'a.json')}: consistent\n1 deal: 1 consistent, 0 mismatch, 0 illegal, 0 invalid\n`);
      expect(whole.stderr).toBe(`fzmj verify: cannot read ${locked}: not readable (permission denied)\n`);
      const named = await fzmj(['verify', locked], as);
      expect(named.code).toBe(2);
      expect(named.stderr).toBe(`fzmj verify: cannot read ${locked}: not readable (permission denied)\n`);
      expect(named.stderr).not.toMatch(/no such file/);
      chmodSync(locked, 0o755);
    },
    TIMEOUT,
  );
});

describe('what the messages quote', () => {
  it(
    'a 1 MB tile string is refused by its length, in one short line',
    async () => {
      const concealed = `${'123m456p'.repeat(120_000)}x`;
      const r = await fzmj(['score', '-'], { input: JSON.stringify({ ...pinghu, concealed }) });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('fzmj score: concealed: 960001 characters of tiles; at most 1000 are read\n');
    },
    TIMEOUT,
  );

  it(
    'a long tile string with a bad tile at its end: the position and at most 60 characters of it',
    async () => {
      // 124 × "123m456p" is 992 characters; the "x" after them is character 993.
      const concealed = `${'123m456p'.repeat(124)}x`;
      const r = await fzmj(['score', '-'], { input: JSON.stringify({ ...pinghu, concealed }) });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      // The quote keeps the place pointed at in view: the last 59 characters, an ellipsis before them.
      expect(r.stderr).toBe(`fzmj score: concealed: "x" at position 993 of "…${concealed.slice(-59)}" is not part of a tile\n`);
    },
    TIMEOUT,
  );

  it(
    'a field name 100,000 characters long is cut to 60',
    async () => {
      const name = 'k'.repeat(100_000);
      const r = await fzmj(['score', '-'], { input: JSON.stringify({ ...pinghu, [name]: 1 }) });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`fzmj score: ${'k'.repeat(59)}…: unknown field "${'k'.repeat(59)}…"\n`);
    },
    TIMEOUT,
  );

  it(
    'a recorded item id of 19 MB: each line of verify, text or --json, is short; a bidirectional override is escaped',
    async () => {
      const deal = JSON.parse(await dealText(9));
      const at = deal.result.breakdown.items.length;
      deal.result.breakdown.items.push({ id: 'I'.repeat(19_000_000), count: 1, points: 0 }, { id: 'evil\u202etxt', count: 1, points: 0 });
      const path = file('huge-item.json', deal);
      const cut = `${'I'.repeat(59)}…`;
      const text = await fzmj(['verify', path]);
      expect(text.code).toBe(1);
      // The deal's line, its notes if any (on claims made without calls), the summary.
      const lines = text.stdout.split('\n');
      expect(lines[0]).toBe(
        `${path}: mismatch: result.breakdown.items[${at}].id: recorded "${cut}", recomputed null; result.breakdown.items[${at + 1}].id: recorded "evil\\u202etxt", recomputed null`,
      );
      expect(lines.slice(1, -2).every((line) => line.startsWith('  note: '))).toBe(true);
      expect(lines.slice(-2)).toEqual(['1 deal: 0 consistent, 1 mismatch, 0 illegal, 0 invalid', '']);
      const json = await fzmj(['verify', '--json', path]);
      expect(json.code).toBe(1);
      expect(json.stdout.length).toBeLessThan(2_000); // the whole line, notes included: 19 MB before
      expect(json.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      expect(JSON.parse(json.stdout).differences).toEqual([
        { field: `result.breakdown.items[${at}].id`, recorded: cut, recomputed: null },
        { field: `result.breakdown.items[${at + 1}].id`, recorded: 'evil\u202etxt', recomputed: null },
      ]);
      for (const line of [...text.stdout.split('\n'), JSON.parse(json.stdout).message]) expect(line.length).toBeLessThan(300);
    },
    TIMEOUT,
  );

  it(
    'bad JSON is reported with its line and column and the character there',
    async () => {
      // Line 3 is `  "gold": 5p`: "5" is a number (column 11), "p" cannot follow it (column 12).
      const r = await fzmj(['score', file('bad.json', '{\n  "ruleset": "fuzhou",\n  "gold": 5p\n}\n')]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('fzmj score: not valid JSON (line 3, column 12: unexpected "p")\n');
      // Cut short after ` "seats": [` (11 characters) on line 2: more was expected at line 2, column 12.
      const cut = await fzmj(['verify', file('cut.json', '{"format": "fuzhou-mahjong-deal",\n "seats": [')]);
      expect(cut.code).toBe(1);
      expect(cut.stdout).toMatch(/cut\.json: invalid: not valid JSON \(line 2, column 12: the text ends too early\)\n/);
      const zh = await fzmj(['score', file('bad.json', '{\n  "ruleset": "fuzhou",\n  "gold": 5p\n}\n'), '--lang', 'zh']);
      expect(zh.stderr).toBe('fzmj score: 不是有效的 JSON（第 3 行第 12 列：意外的“p”）\n');
    },
    TIMEOUT,
  );

  it(
    'a UTF-8 byte-order mark is dropped; UTF-16 is named as such',
    async () => {
      const text = JSON.stringify(pinghu);
      const bom = await fzmj(['score', file('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])), '--json']);
      expect(bom.code).toBe(0);
      expect(JSON.parse(bom.stdout)).toMatchObject({ ok: true, total: 18 });
      const le = file('le.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
      expect(await fzmj(['score', le])).toEqual({ code: 2, stdout: '', stderr: `fzmj score: ${le} is UTF-16LE text; save it as UTF-8\n` });
      // Without a mark: "{" then a zero byte.
      const bare = file('le-bare.json', Buffer.from(text, 'utf16le'));
      expect((await fzmj(['score', bare])).stderr).toBe(`fzmj score: ${bare} is UTF-16LE text; save it as UTF-8\n`);
      const be = Buffer.from(text, 'utf16le').swap16();
      const verify = await fzmj(['verify', file('be.json', Buffer.concat([Buffer.from([0xfe, 0xff]), be])), '--json']);
      expect(verify.code).toBe(1);
      expect(JSON.parse(verify.stdout)).toMatchObject({ status: 'invalid', reason: 'encoding', message: 'the file is UTF-16BE text; save it as UTF-8' });
    },
    TIMEOUT,
  );

  it(
    'control characters never reach the terminal: names lose them, quoted input shows them escaped',
    async () => {
      const deal = JSON.parse(await dealText(8));
      // A draw by the wrong seat makes the deal illegal, and the message names that seat's player.
      const k = deal.events.findIndex((e: { type: string }) => e.type === 'draw');
      const seat = (deal.events[k].seat + 2) % 4;
      deal.events[k].seat = seat;
      deal.seats[seat].name = 'Mei\u001b[2J\u202eiem\u0007';
      const r = await fzmj(['verify', file('names.json', deal)]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('Mei[2Jiem');
      expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
      const bad = await fzmj(['score', '-'], { input: JSON.stringify({ ...pinghu, concealed: '123m\u001b[31m' }) });
      expect(bad.stderr).toBe('fzmj score: concealed: "\\u001b" at position 5 of "123m\\u001b[31m" is not part of a tile\n');
    },
    TIMEOUT,
  );
});
