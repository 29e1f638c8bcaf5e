// Shared code names no rule set and none of a rule set's own notions: the gold family's gold, its
// grab and its three golds, guangdong's horse and time-up, and the rule sets themselves live in
// their folders (src/engine/rules/<name>/, rules/gold-family/) and their words. Code is read
// without its comments: a comment may give a rule set as an example, code may not depend on one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The shared engine: every layer but the rule sets' folders, and the seam's own files in rules/. */
const ENGINE = ['game', 'deal', 'replay', 'analysis', 'bots', 'learn', 'situation', 'hand', 'schema', 'tiles', 'import'].map((d) => `src/engine/${d}`);
const ENGINE_FILES = ['src/engine/vocabulary.ts', 'src/engine/index.ts'];
const SOURCE = /\.(ts|mjs|svelte|astro)$/;

/** A rule set's name, or a notion only one rule set or family has. */
const NOTION = /gold|horse|time-?up|fuzhou|mcr|guangdong|grab/i;
/**
 * In the site's components `gold` is also the look of a wild tile on every table (the gold face,
 * its colour `--gold`, the class `fz-gold`): part of the pages drawn
 * the same for each rule set. There only the rule sets and their own notions are refused.
 */
const COMPONENT_NOTION = /horse|time-?up|fuzhou|mcr|guangdong|grab|three-golds|goldDiscarded|dumpsGold|\.golds\b/i;

/** Lines of shared code that may name one, each for a reason outside the code's say. */
const ALLOWED: readonly { file: string; line: RegExp; why: string }[] = [
  { file: 'src/engine/deal/format.ts', line: /DEAL_FORMAT = 'fuzhou-mahjong-deal'/, why: 'the published log format is named so on every log' },
  {
    file: 'src/engine/deal/json-schema.ts',
    line: /^(const (WIN|BREAKDOWN) = |ruleset: |wall: |win: \{ tile: |alsoWon: |return \{ \$id: 'deal-v1\.json', title: )/,
    why: "the published JSON Schema's descriptions and title, which must stay the same byte for byte",
  },
  { file: 'src/engine/deal/game-format.ts', line: /GAME_FORMAT = 'fuzhou-mahjong-game'/, why: "the published game format, named as the deal log's" },
  {
    file: 'src/engine/deal/game-json-schema.ts',
    line: /^(deals: 'The deals in the order|return \{ title: `Fuzhou mahjong game log|title: 'Fuzhou mahjong deal log or game log)/,
    why: "the published schema's title and the deal format it names, as the deal log's schema says them",
  },
  { file: 'src/engine/situation/copies.ts', line: /'too-many-golds'/, why: 'a stable problem code the checker and `fzmj score --json` print' },
  { file: 'src/engine/vocabulary.ts', line: /^golds: number;$/, why: 'WinScore.golds, a field `fzmj score --json` has always written' },
  { file: 'src/cli/score-text.ts', line: /goldsAs: /, why: "a reading's key in `fzmj score --json`" },
];

/** The code of a file with its comments blanked (lines kept, so a finding names its line). */
function withoutComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if ((c === '/' && text[i + 1] === '*') || text.startsWith('<!--', i)) {
      const end = c === '/' ? text.indexOf('*/', i + 2) : text.indexOf('-->', i + 4);
      const stop = end < 0 ? text.length : end + (c === '/' ? 2 : 3);
      out += text.slice(i, stop).replace(/[^\n]/g, '');
      i = stop - 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

/** Every line of code in these files naming a notion, but those allowed. */
function findings(files: readonly string[], notion: RegExp, read: (file: string) => string): string[] {
  const out: string[] = [];
  for (const file of files) {
    withoutComments(read(file))
      .split('\n')
      .forEach((raw, i) => {
        const line = raw.trim();
        if (!notion.test(line)) return;
        if (ALLOWED.some((a) => a.file === file && a.line.test(line))) return;
        out.push(`${file}:${i + 1}: ${line.slice(0, 100)}`);
      });
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f))
    .map((f) => `${dir}/${f}`);
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** The seam's files in src/engine/rules/ itself (not its folders, where each rule set lives). */
const seam = readdirSync(join(ROOT, 'src/engine/rules'), { withFileTypes: true })
  .filter((e) => e.isFile() && SOURCE.test(e.name))
  .map((e) => `src/engine/rules/${e.name}`);

describe('shared code is rule-neutral', () => {
  it('the engine outside the rule sets names none of them and none of their own notions', () => {
    const files = [...ENGINE.flatMap(filesUnder), ...ENGINE_FILES, ...seam];
    expect(files.length).toBeGreaterThan(50);
    expect(findings(files, NOTION, read)).toEqual([]);
  });

  it('nor does the command line', () => {
    expect(findings(filesUnder('src/cli'), NOTION, read)).toEqual([]);
  });

  it('nor do the site components', () => {
    expect(findings(filesUnder('src/components'), COMPONENT_NOTION, read)).toEqual([]);
  });

  it('every allowance still matches a line, so none outlives its reason', () => {
    for (const a of ALLOWED) {
      const lines = withoutComments(read(a.file))
        .split('\n')
        .map((l) => l.trim());
      expect(
        lines.some((l) => a.line.test(l)),
        `${a.file}: ${a.why}`,
      ).toBe(true);
    }
  });

  it('would catch a shared file that names one', () => {
    // What the scan sees of two files, one naming the gold family's notion in code, one only in a comment.
    const fake: Record<string, string> = {
      'src/engine/game/seat.ts': '// a seat (at fuzhou, a gold discarded)\nconst seat = { goldDiscarded: false };\n',
      'src/engine/game/flow.ts': "/* the horse, time-up */\nconst url = 'https://example.org/x';\n",
    };
    expect(findings(Object.keys(fake), NOTION, (f) => fake[f])).toEqual(['src/engine/game/seat.ts:2: const seat = { goldDiscarded: false };']);
    expect(findings(['src/components/replay/words.ts'], COMPONENT_NOTION, () => "const key = result.timeUp ? 'time-up' : 'draw';")).toHaveLength(1);
  });
});
