// Every rule set states its own reading of each rule it cites, numbered, in its words
// (`<words>.ruling.N`, in both languages): the rules index shows them, and options, rules pages
// (front matter `rulings`, `:::reading{ruling=N}` notes) cite them by number. The texts are the
// site's own: they name no outside document.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRulesets, hasMessage } from './support.ts';
import { messageKeys, t, LANGS } from '../../../src/i18n/index.ts';

const CONTENT = join(import.meta.dirname, '../../../content/rules');

/** The ruling numbers a rules page cites: its front matter's `rulings` and its reading notes. */
function citedByPage(text: string): number[] {
  const cited: number[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const inline = /^rulings:\s*\[([^\]]*)\]/m.exec(front);
  if (inline)
    cited.push(
      ...inline[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    );
  const block = /^rulings:[ \t]*\r?\n((?:[ \t]*-[ \t]*\d+[ \t]*(?:\r?\n|$))+)/m.exec(front);
  if (block) cited.push(...[...block[1].matchAll(/-\s*(\d+)/g)].map((m) => Number(m[1])));
  for (const m of text.matchAll(/:::reading\{[^}]*\bruling=["']?(\d+)/g)) cited.push(Number(m[1]));
  return cited;
}

/** Every ruling a rule set's rules pages cite, with the page that cites it. */
function citedByPages(name: string): Map<number, string[]> {
  const cited = new Map<number, string[]>();
  for (const lang of LANGS) {
    const dir = join(CONTENT, name, lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      for (const n of citedByPage(readFileSync(join(dir, file), 'utf8'))) {
        cited.set(n, [...(cited.get(n) ?? []), `${name}/${lang}/${file}`]);
      }
    }
  }
  return cited;
}

describe('the front matter reader of this test', () => {
  it('reads inline and block lists and reading notes', () => {
    expect(citedByPage('---\ntitle: "x"\nrulings: [1, 2, 15]\n---\n:::reading{ruling=7 option=idleGold}\n')).toEqual([1, 2, 15, 7]);
    expect(citedByPage('---\nrulings:\n  - 3\n  - 4\n---\ntext\n')).toEqual([3, 4]);
    expect(citedByPage('---\nrulings: []\n---\n')).toEqual([]);
  });
});

for (const rules of allRulesets()) {
  const words = rules.words;
  const key = (n: number) => `${words}.ruling.${n}`;
  const stated = (lang: (typeof LANGS)[number]) => messageKeys(lang).filter((k) => k.startsWith(`${words}.ruling.`) && /^\d+$/.test(k.slice(`${words}.ruling.`.length)));

  describe(`rule set ${rules.name}: its own numbered readings`, () => {
    it('has a reading, in both languages, for every ruling its options cite', () => {
      expect(rules.optionSpecs.length).toBeGreaterThan(0);
      for (const spec of rules.optionSpecs) {
        for (const lang of LANGS) expect(hasMessage(lang, key(spec.ruling)), `${lang}: ${key(spec.ruling)} (option ${spec.id})`).toBe(true);
      }
    });

    it('has a reading, in both languages, for every ruling its rules pages cite', () => {
      const cited = citedByPages(rules.name);
      expect(cited.size).toBeGreaterThan(0);
      for (const [n, pages] of cited) {
        for (const lang of LANGS) expect(hasMessage(lang, key(n)), `${lang}: ${key(n)} (cited by ${pages.join(', ')})`).toBe(true);
      }
    });

    it('numbers its readings 1, 2, 3 … without a gap, the same in both languages', () => {
      const numbers = stated('en')
        .map((k) => Number(k.slice(`${words}.ruling.`.length)))
        .sort((a, b) => a - b);
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(stated('zh').sort()).toEqual(stated('en').sort());
    });

    it('says each reading in its own words: plain text naming no outside document', () => {
      for (const lang of LANGS) {
        for (const k of messageKeys(lang).filter((k) => k.startsWith(`${words}.ruling.`))) {
          const text = t(lang, k);
          expect(text.trim(), `${lang}: ${k}`).not.toBe('');
          expect(text, `${lang}: ${k}`).not.toMatch(/shared|seed|rulings\.md|glossary\.md|资料\s*\d|\b00\d\b/i);
          expect(text, `${lang}: ${k} is plain text`).not.toMatch(/\]\(|\*\*|`|<\/?[a-z]/i);
        }
      }
    });
  });
}
