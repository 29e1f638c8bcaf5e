// The README and docs/ link to each other and into the code: every relative link must reach a file
// or folder that exists, and a link to a heading (`site.md#budgets`) a heading of that file, so a
// moved file or a renamed section shows up here rather than as a dead link on the forge.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
const DOCS = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The Markdown's links, code blocks and code spans left out (their brackets are no links). */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

/** The anchors of a Markdown file's headings, as GitHub makes them (a repeated one gets -1, -2, …). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, text] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Why a link from `from` (a path in the repository) is broken, or null when it reaches its target. */
function broken(from: string, link: string, read: (path: string) => string | null): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null; // https:, mailto:: not ours to check
  const [path, anchor] = link.split('#', 2) as [string, string | undefined];
  const beside = () => relative(REPO, join(REPO, dirname(from), path));
  const target = path === '' ? from : path.startsWith('/') ? path.slice(1) : beside();
  if (target.startsWith('..')) return `${link}: outside the repository`;
  const text = read(target);
  if (text === null) return `${link}: no such file or folder (${target})`;
  if (anchor !== undefined && target.endsWith('.md') && !anchors(text).has(anchor)) {
    return `${link}: no heading #${anchor} in ${target}`;
  }
  return null;
}

/** A file's text ('' for a folder), or null when nothing is there. */
const readRepo = (path: string): string | null => {
  const full = join(REPO, path);
  if (!existsSync(full)) return null;
  try {
    return readFileSync(full, 'utf8');
  } catch {
    return ''; // a folder
  }
};

describe('the checker itself', () => {
  const files: Record<string, string> = {
    'docs/a.md': '# Top\n## The `fzmj` command\n## Budgets\n## Budgets\n',
    'src/x.ts': '',
  };
  const read = (path: string) => files[path] ?? null;

  it('finds links in prose, not in code', () => {
    const text = 'See [a](a.md) and [b](../b.md#c).\n`[no](code.md)`\n```\n[no](block.md)\n```\n';
    expect(links(text)).toEqual(['a.md', '../b.md#c']);
  });
  it('makes the anchors GitHub makes', () => {
    expect([...anchors(files['docs/a.md'])]).toEqual(['top', 'the-fzmj-command', 'budgets', 'budgets-1']);
  });
  it('accepts a file, a heading of it and its own headings; refuses what is not there', () => {
    expect(broken('README.md', 'docs/a.md#the-fzmj-command', read)).toBeNull();
    expect(broken('docs/a.md', '../src/x.ts', read)).toBeNull();
    expect(broken('docs/a.md', '#budgets-1', read)).toBeNull();
    expect(broken('docs/a.md', 'https://example.org/nowhere', read)).toBeNull();
    expect(broken('README.md', 'docs/b.md', read)).toBe('docs/b.md: no such file or folder (docs/b.md)');
    expect(broken('docs/a.md', 'a.md#costs', read)).toBe('a.md#costs: no heading #costs in docs/a.md');
    expect(broken('docs/a.md', '../../elsewhere.md', read)).toBe('../../elsewhere.md: outside the repository');
  });
});

describe('the README and docs/', () => {
  it('every relative link reaches a file, a folder or a heading that exists', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of DOCS) {
      for (const link of links(readFileSync(join(REPO, file), 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
        checked++;
        const why = broken(file, link, readRepo);
        if (why) problems.push(`${file}: ${why}`);
      }
    }
    expect(problems).toEqual([]);
    // The README links each of the four docs and the licences; the docs link each other.
    expect(DOCS.length).toBeGreaterThanOrEqual(5);
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
