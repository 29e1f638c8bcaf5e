// Issue 21's findings about the command line, each on the real binary: a folder under /proc, a
// closed or full output, score's file names, unreadable files, option names and values, errno
// codes in words, integer flags, and an option that is also a situation's field (roundWind).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binary, fzmj, TIMEOUT } from './bin.ts';

const dir = mkdtempSync(join(tmpdir(), 'fzmj-hard-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
// The manual's Pinghu by self-draw: 10 + (1 gold + 3 streak) × 2 = 18.
const pinghu = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw', streak: 3 };
const ESC = '\u001b';
const RLO = '\u202e';

/** One simulated deal log, written by the command itself. */
async function dealLog(): Promise<string> {
  const out = mkdtempSync(join(dir, 'sim-'));
  expect((await fzmj(['simulate', '--seed', '5', '--count', '1', '--out', out])).code).toBe(0);
  return readFileSync(join(out, 'deal-0001.json'), 'utf8');
}

describe('fzmj simulate --out', () => {
  it.skipIf(!existsSync('/proc/self'))(
    'a folder under /proc is refused at once with the reason in words, not waited on for ever',
    async () => {
      const r = await fzmj(['simulate', '--seed', '1', '--count', '1', '--out', '/proc/fzmj-x/y']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^fzmj simulate: cannot write to \/proc\/fzmj-x\/y: [a-z]/);
      expect(r.stderr.split('\n')).toHaveLength(2);
    },
    TIMEOUT,
  );

  it(
    'a path through a file is refused in words; a missing nested folder is made, part by part',
    async () => {
      const blocker = file('plain.txt', 'x');
      const r = await fzmj(['simulate', '--seed', '1', '--count', '1', '--out', join(blocker, 'sub'), '--lang', 'zh']);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`fzmj simulate: 无法写入 ${join(blocker, 'sub')}：路径中有一部分不是文件夹（ENOTDIR）\n`);
      const nested = join(dir, 'a', 'b', 'c');
      const ok = await fzmj(['simulate', '-s', '2', '-n', '2', '-o', nested]);
      expect(ok.code).toBe(0);
      expect(readdirSync(nested)).toEqual(['deal-0001.json', 'deal-0002.json']);
    },
    TIMEOUT,
  );

  it(
    'whole-number flags take decimal digits only: 1e3, 0x10, 1.0 and +5 are refused',
    async () => {
      let refused = 0;
      for (const [flag, value] of [
        ['--seed', '1e3'],
        ['--seed', '0x10'],
        ['--count', '1.0'],
        ['--count', '+5'],
        ['--count', '1e1'],
      ]) {
        const args = { '--seed': '1', '--count': '1', [flag]: value };
        const r = await fzmj(['simulate', '--seed', args['--seed'], '--count', args['--count'], '--out', join(dir, 'never')]);
        expect(r.code).toBe(2);
        expect(r.stderr).toContain(`option ${flag} must be a whole number`);
        refused++;
      }
      expect(refused).toBe(5);
      expect(existsSync(join(dir, 'never'))).toBe(false);
    },
    TIMEOUT,
  );
});

describe('output that cannot be written', () => {
  it.skipIf(process.platform === 'win32')(
    'verify into a pipe its reader closed ends quietly, with the status of what it found',
    async () => {
      // 300 results of ~230 bytes: more than a pipe holds, so the writer meets the closed end.
      const folder = mkdtempSync(join(dir, 'many-'));
      const log = await dealLog();
      for (let i = 0; i < 300; i++) writeFileSync(join(folder, `${String(i).padStart(4, '0')}-${'n'.repeat(200)}.json`), log);
      const script = `"${process.execPath}" "${await binary()}" verify "${folder}" | head -c 10 >/dev/null; echo "status=\${PIPESTATUS[0]}"`;
      const r = spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: TIMEOUT - 5_000, env: { ...process.env, LANG: 'en_US.UTF-8' } });
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe('status=0\n');
    },
    TIMEOUT,
  );

  it.skipIf(!existsSync('/dev/full'))(
    'verify > /dev/full is one line in words and exit 2, in either language',
    async () => {
      const log = file('deal.json', await dealLog());
      let ran = 0;
      for (const [lang, line] of [
        ['en', 'fzmj: cannot write the output: no space left on the device (ENOSPC)\n'],
        ['zh', 'fzmj: 无法写出结果：设备上没有剩余空间（ENOSPC）\n'],
      ]) {
        const full = openSync('/dev/full', 'w');
        const r = spawnSync(process.execPath, [await binary(), 'verify', log, '--lang', lang], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: TIMEOUT - 5_000 });
        closeSync(full);
        expect(r.status).toBe(2);
        expect(r.stderr).toBe(line);
        ran++;
      }
      expect(ran).toBe(2);
    },
    TIMEOUT,
  );
});

describe('fzmj score, several files', () => {
  it(
    'file names are shown with control and bidirectional characters escaped, as verify shows them',
    async () => {
      const a = file(`a${ESC}[2Jb.json`, { ...pinghu, colour: 'red' });
      const b = file(`c${RLO}d.json`, { ...pinghu, colour: 'red' });
      const r = await fzmj(['score', a, b]);
      expect(r.code).toBe(2);
      for (const raw of [ESC, RLO]) {
        expect(r.stderr).not.toContain(raw);
        expect(r.stdout).not.toContain(raw);
      }
      expect(r.stderr).toContain('a\\u001b[2Jb.json: colour: unknown field "colour"');
      expect(r.stderr).toContain('c\\u202ed.json: colour');
    },
    TIMEOUT,
  );

  it(
    'an unreadable file is reported and the others are still scored (exit 2, the worst)',
    async () => {
      const good = file('good.json', pinghu);
      const r = await fzmj(['score', join(dir, 'missing.json'), good]);
      expect(r.code).toBe(2);
      const results = r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(results.map((x) => [x.ok, x.total])).toEqual([
        [false, undefined],
        [true, 18],
      ]);
      expect(results[0]).toMatchObject({ unreadable: true, message: `cannot read ${join(dir, 'missing.json')}: no such file` });
      expect(r.stderr).toBe(`fzmj score: cannot read ${join(dir, 'missing.json')}: no such file\n`);
    },
    TIMEOUT,
  );
});

describe('system errors in words', () => {
  it(
    'a symbolic link loop (ELOOP) and a socket (ENXIO) are said in words, in both languages',
    async () => {
      const loop = join(dir, 'loop.json');
      symlinkSync(loop, loop);
      const en = await fzmj(['score', loop]);
      expect(en.code).toBe(2);
      expect(en.stderr).toBe(`fzmj score: cannot read ${loop}: too many symbolic links (a link that leads back to itself?) (ELOOP)\n`);
      const zh = await fzmj(['verify', loop, '--lang', 'zh']);
      expect(zh.code).toBe(2);
      expect(zh.stderr).toBe(`fzmj verify: 无法读取 ${loop}：符号链接过多（链接绕回了自身？）（ELOOP）\n`);
      const socket = join(dir, 'sock.json');
      const server = createServer();
      await new Promise<void>((done) => server.listen(socket, done));
      try {
        const r = await fzmj(['score', socket]);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/: no such device or address \(a socket, or a device with nothing behind it\) \(ENXIO\)\n$/);
      } finally {
        server.close();
      }
    },
    TIMEOUT,
  );
});

describe('--option names and values', () => {
  it(
    'an option no rule set declares (__proto__ among them) is refused, for score, verify and simulate',
    async () => {
      const s = file('p.json', pinghu);
      let refused = 0;
      for (const args of [
        ['score', s, '--option', '__proto__=1'],
        ['score', s, '--option', 'constructor=1'],
        ['verify', s, '--option', '__proto__=1'],
        ['simulate', '-s', '1', '-n', '1', '-o', join(dir, 'opt'), '--option', '__proto__=1'],
      ]) {
        const r = await fzmj(args);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/: options\.(__proto__|constructor): no rule set has this option/);
        refused++;
      }
      expect(refused).toBe(4);
    },
    TIMEOUT,
  );

  it(
    'a value outside the values the option declares is refused (pinghuMaxFlowers lists 0 and 1)',
    async () => {
      const s = file('p2.json', pinghu);
      const five = await fzmj(['score', s, '--option', 'pinghuMaxFlowers=5']);
      expect(five.code).toBe(2);
      expect(five.stderr).toBe('fzmj score: options.pinghuMaxFlowers: "5" is not one of its values (0 | 1)\n');
      const zh = await fzmj(['score', s, '--option', 'fanCap=6', '--lang', 'zh']);
      expect(zh.stderr).toBe('fzmj score: options.fanCap：“6”不是可取的值（8 | 4）\n');
      // A declared value still scores: 18 as above.
      const one = await fzmj(['score', s, '--option', 'pinghuMaxFlowers=1', '--json']);
      expect(one.code).toBe(0);
      expect(JSON.parse(one.stdout)).toMatchObject({ total: 18, options: { pinghuMaxFlowers: 1 } });
    },
    TIMEOUT,
  );
});

describe('an option that is also a field of the situation (mcr roundWind)', () => {
  // 123m 456m 789m 222z 99p, self-drawn 9p: Pure Straight 16, Fully Concealed 4, One Voided Suit 1,
  // Single Wait 1, and the South pung: Prevalent Wind 2 when South is the round's wind, else Pung of
  // Terminals or Honors 1 (seat East). 16 + 4 + 1 + 1 + 2 = 24; with 1 instead of 2, 23.
  const hand = { ruleset: 'mcr', concealed: '123m456m789m222z99p', winningTile: '9p', winBy: 'self-draw' };

  it(
    'the option fills a field the situation leaves out, and the output says it was used',
    async () => {
      const r = await fzmj(['score', file('m1.json', hand), '--option', 'roundWind=2z']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Total = 24 \+ 0 = 24$/m);
      expect(r.stdout).toContain('Option roundWind=2z: used (the situation gives no roundWind of its own).\n');
      const json = JSON.parse((await fzmj(['score', file('m1.json', hand), '-O', 'roundWind=2z', '-j'])).stdout);
      expect(json).toMatchObject({ total: 24, options: { roundWind: '2z' }, optionNotes: [{ name: 'roundWind', value: '2z', used: '2z', from: 'option' }] });
    },
    TIMEOUT,
  );

  it(
    "the situation's own field wins over the option, and the output says the option was not used",
    async () => {
      const own = file('m2.json', { ...hand, roundWind: '1z' });
      const r = await fzmj(['score', own, '--option', 'roundWind=2z', '--lang', 'zh']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/23 \+ 0 = 23/);
      expect(r.stdout).toContain('选项 roundWind=2z：未采用；采用的是牌局情形自己的 roundWind（1z）。\n');
      const json = JSON.parse((await fzmj(['score', own, '--option', 'roundWind=2z', '--json'])).stdout);
      // The options echoed are those scored with: the situation's 1z, not the 2z asked for.
      expect(json).toMatchObject({ total: 23, options: { roundWind: '1z' }, optionNotes: [{ used: '1z', from: 'situation' }] });
    },
    TIMEOUT,
  );
});

describe('flags: --version, short aliases, --', () => {
  it(
    '--version and -V print the version of package.json, before or after a command',
    async () => {
      const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
      let ran = 0;
      for (const args of [['--version'], ['-V'], ['score', '--version']]) {
        const r = await fzmj(args);
        expect(r.code).toBe(0);
        expect(r.stdout).toBe(`fzmj ${version}\n`);
        ran++;
      }
      expect(ran).toBe(3);
    },
    TIMEOUT,
  );

  it(
    'short aliases: -j, -l, -O; a name starting with - is read as a file after --',
    async () => {
      const s = file('-dash.json', pinghu);
      const r = await fzmj(['score', '-j', '-l', 'zh', '-O', 'pinghuMaxFlowers=1', '--', s.replace(`${dir}/`, '')], { cwd: dir });
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ total: 18 });
      const unknown = await fzmj(['score', '-x', s]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toBe('fzmj score: unknown option "-x"\n');
      const noValue = await fzmj(['score', s, '--json=yes']);
      expect(noValue.stderr).toBe('fzmj score: option --json takes no value\n');
    },
    TIMEOUT,
  );

  it(
    'the help names the short forms and --version, in both languages',
    async () => {
      const en = await fzmj(['-h']);
      expect(en.stdout).toContain('-V, --version');
      expect(en.stdout).toContain('-- ends the options');
      const zh = await fzmj(['simulate', '-h', '-l', 'zh']);
      expect(zh.stdout).toMatch(/^用法：fzmj simulate/);
      expect(zh.stdout).toContain('-o, --out 目录');
    },
    TIMEOUT,
  );
});
