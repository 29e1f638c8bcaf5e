// Remark plugin: `:::reading{ruling=7 option=idleGold}` … `:::` becomes an aside titled
// "How this site reads it", naming the ruling and the option a table can switch, of the rule
// set whose rules the file is in (content/rules/<ruleset>/<lang>/…).
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DEFAULT_LANG, hasMessage, t, type Lang } from '../i18n/index.ts';
import { DEFAULT_RULESET, getRuleset, ruleset, type OptionSpec, type Ruleset } from '../engine/rules/index.ts';

type Spec = OptionSpec;

/** Anchors on the rules index, where the options are listed (see Interpretations.astro). */
export const INTERPRETATIONS_ANCHOR = 'interpretations';
export const optionAnchor = (id: string): string => `option-${id}`;
export const rulingAnchor = (n: number): string => `ruling-${n}`;

/** The rule set and language of a rules or lessons file from its path: content/{rules,lessons}/<ruleset>/<lang>/… */
export function placeOfFile(file: VFile): { lang: Lang; ruleset: Ruleset } {
  const path = (file.path ?? file.history.at(-1) ?? '').replace(/\\/g, '/');
  const match = /\/(?:rules|lessons)\/([\w-]+)\/(zh|en)\//.exec(path);
  const found = getRuleset(match ? match[1] : DEFAULT_RULESET);
  return { lang: match ? (match[2] as Lang) : DEFAULT_LANG, ruleset: found.ok ? found.ruleset : ruleset(DEFAULT_RULESET) };
}

/** How an option's value reads in prose: a named value, on/off, or the number itself. */
export function optionValueLabel(lang: Lang, words: string, id: string, value: unknown): string {
  const named = `${words}.option.${id}.value.${String(value)}`;
  if (hasMessage(lang, named)) return t(lang, named);
  if (typeof value === 'boolean') return t(lang, `site.option.value.${value}`);
  return t(lang, 'site.option.value.number', { value: String(value) });
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

/** A paragraph of the aside's frame (title, links): kept out of the search index, it is the same on every note. */
function paragraph(className: string, children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', data: { hName: 'p', hProperties: { className: [className], dataPagefindIgnore: '' } }, children };
}

/** The footer line: "Reading 7 · Option Idle gold (idleGold), default: on", each part linked. */
function metaLine(lang: Lang, ruleset: Ruleset, ruling: number | undefined, spec: Spec | undefined): Paragraph | undefined {
  const parts: PhrasingContent[][] = [];
  const base = `/${lang}/rules/${ruleset.name}/`;
  if (ruling !== undefined) {
    // Every reading has its own numbered entry on the rule set's index.
    const url = `${base}#${rulingAnchor(ruling)}`;
    parts.push([{ type: 'link', url, children: [text(t(lang, 'site.reading.ruling', { n: ruling }))] }]);
  }
  if (spec) {
    const name = t(lang, `${ruleset.words}.option.${spec.id}.name`);
    parts.push([{ type: 'link', url: `${base}#${optionAnchor(spec.id)}`, children: [text(t(lang, 'site.reading.option', { name }))] }, text(' ('), { type: 'inlineCode', value: spec.id }, text(')')]);
    parts.push([text(t(lang, 'site.reading.default', { value: optionValueLabel(lang, ruleset.words, spec.id, spec.default) }))]);
  }
  if (parts.length === 0) return undefined;
  const children: PhrasingContent[] = [];
  parts.forEach((part, i) => {
    if (i > 0) children.push(text(' · '));
    children.push(...part);
  });
  return paragraph('reading-meta', children);
}

function parseRuling(raw: string | null | undefined, file: VFile, node: ContainerDirective): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 1) return n;
  console.warn(`[remark-reading] ${file.path ?? '?'}:${node.position?.start.line ?? '?'}: ruling "${raw}" is not a ruling number`);
  return undefined;
}

export default function remarkReading() {
  return (tree: Root, file: VFile) => {
    const place = placeOfFile(file);
    const lang = place.lang;
    const specs = place.ruleset.optionSpecs;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'reading') return;
      const attributes = node.attributes ?? {};
      let ruling = parseRuling(attributes.ruling, file, node);
      const optionId = attributes.option ?? undefined;
      const spec = optionId ? specs.find((s) => s.id === optionId) : undefined;
      // A thrown error here would leave the page silently empty (the content loader logs and
      // renders nothing), so an unknown option is shown on the page and warned about instead.
      const unknown = optionId && !spec ? optionId : undefined;
      if (unknown) {
        const where = `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;
        console.warn(`[remark-reading] ${where}: unknown option "${unknown}" (known: ${specs.map((s) => s.id).join(', ')})`);
      }
      ruling ??= spec?.ruling;

      // `:::reading[Title]` puts its label in a first paragraph marked as the directive label.
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const title = labelled ? first.children : [text(t(lang, 'site.reading.title'))];
      const body = (labelled ? rest : node.children) as RootContent[];

      const meta = metaLine(lang, place.ruleset, ruling, spec);
      const marker = unknown ? [paragraph('reading-unknown', [text(`⚠ unknown option: ${unknown}`)])] : [];
      node.data = {
        hName: 'aside',
        hProperties: {
          className: ['reading'],
          ...(ruling !== undefined ? { dataRuling: String(ruling) } : {}),
          ...(spec ? { dataOption: spec.id } : {}),
          ...(unknown ? { dataUnknownOption: unknown } : {}),
        },
      };
      const heading = paragraph('reading-title', title);
      // An author's own title says something about this note, so it stays searchable.
      if (labelled) delete heading.data?.hProperties?.dataPagefindIgnore;
      node.children = [heading, ...body, ...marker, ...(meta ? [meta] : [])] as ContainerDirective['children'];
    });
  };
}
