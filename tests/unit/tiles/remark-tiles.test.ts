// The remark plugin through Astro's own markdown pipeline (smartypants, rehype-raw included):
// each syntax of :tiles[…] becomes the expected markup, and bad notation is visible and reported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import remarkDirective from 'remark-directive';
import remarkTiles, { langFromPath } from '../../../src/markdown/remark-tiles.ts';

const processor = await createMarkdownProcessor({ remarkPlugins: [remarkDirective, remarkTiles] });
const inlineProcessor = await createMarkdownProcessor({ remarkPlugins: [remarkDirective, [remarkTiles, { sprite: false }]] });

async function render(md: string, path = '/site/content/rules/en/basics.md', p = processor): Promise<string> {
  // Astro passes `fileURL` (read as file.path) though its .d.ts omits it; a variable avoids the excess-property check.
  const options = { frontmatter: {}, fileURL: new URL(`file://${path}`) };
  return (await p.render(md, options)).code;
}

const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, 'g')) ?? []).length;
const labels = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);

afterEach(() => vi.restoreAllMocks());

describe('remark-tiles', () => {
  it('renders an inline row: one group per token, one svg per tile, faces from the sprite', async () => {
    const html = await render('Hand :tiles[123m 456p 99s] here.');
    expect(count(html, /class="fz-tiles"/)).toBe(1);
    expect(count(html, /class="fz-tile-group"/)).toBe(3);
    expect(count(html, /<svg/)).toBe(8);
    expect(html).toMatch(/^<p>Hand <span class="fz-tiles"/);
    expect(html).toContain('href="/tiles.svg#t-9s"');
    expect(labels(html)).toEqual(['1 Character', '2 Characters', '3 Characters', '4 Dots', '5 Dots', '6 Dots', '9 Bamboo', '9 Bamboo']);
  });

  it('marks every tile of the gold kind', async () => {
    const html = await render(':tiles[345p 5p]{gold=5p}', '/site/content/rules/fuzhou/en/a.md');
    expect(labels(html)).toEqual(['3 Dots', '4 Dots', '5 Dots, gold', '5 Dots, gold']);
    // A page of no rule set names the wild in the shared word.
    expect(labels(await render(':tiles[5p]{gold=5p}', '/site/content/docs/en/a.md'))).toEqual(['5 Dots, wild']);
    expect(count(html, /#t-wild-91d1"/)).toBe(2);
  });

  it("reads ' * - after a digit despite smartypants and emphasis", async () => {
    const html = await render(":tiles[4'56m 5*p 6*p 7-z]");
    expect(labels(html)).toEqual(['4 Characters, claimed', '5 Characters', '6 Characters', '5 Dots, latest', '6 Dots, latest', 'Red dragon, dead']);
    expect(count(html, /viewBox="0 0 88 64"/)).toBe(1);
    expect(html).not.toContain('<em>');
  });

  it('draws # as face-down tiles', async () => {
    const html = await render(':tiles[####]');
    expect(labels(html)).toEqual(Array(4).fill('face-down tile'));
    expect(html).not.toContain('href=');
  });

  it('renders ::tiles as a figure with its caption', async () => {
    const html = await render('::tiles[111z 5z5z]{caption="Two winds"}');
    expect(html).toMatch(/^<figure class="fz-tiles-figure"><span class="fz-tiles"/);
    expect(html).toContain('<figcaption>Two winds</figcaption>');
    expect(count(html, /class="fz-tile-group"/)).toBe(2);
    expect(await render('::tiles[1z]')).not.toContain('figcaption');
  });

  it('labels in the language of the file path, Chinese by default', async () => {
    expect(labels(await render(':tiles[5p]{gold=5p}', '/site/content/rules/fuzhou/zh/a.md'))).toEqual(['五筒（金）']);
    expect(labels(await render(':tiles[1z]', '/site/notes/a.md'))).toEqual(['东风']);
    expect(langFromPath('C:\\site\\content\\rules\\en\\a.md')).toBe('en');
  });

  it('shows a marker naming the bad token and warns with the file path, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await render('See :tiles[123m 18z] and :tiles[5p]{gold=0p}.', '/site/content/rules/en/bad.md');
    expect(count(html, /class="fz-tiles-error"/)).toBe(2);
    expect(html).toContain('Bad tile notation “18z”');
    expect(html).toContain('Bad tile notation “0p”');
    expect(html).not.toContain('<svg');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toMatch(/content\/rules\/en\/bad\.md:1:5: bad tile notation "18z" \(bad-rank\)/);
  });

  it('leaves other directives and plain text alone', async () => {
    const html = await render('Time 10:30 and :note[x]');
    expect(html).not.toContain('fz-tiles');
  });

  it('can inline the faces for pages without the sprite', async () => {
    const html = await render(':tiles[7z]', '/c/en/a.md', inlineProcessor);
    expect(html).not.toContain('<use');
    expect(count(html, /<svg/)).toBe(2);
  });
});
