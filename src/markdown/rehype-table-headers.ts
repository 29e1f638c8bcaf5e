// Rehype plugin: a Markdown table must have a header row, and the site's worked examples leave it
// empty (`| | |`) or leave its corner cell empty. An empty <th> names nothing for a screen reader,
// so an all-empty header row is dropped and an empty corner cell becomes a <td>. Every table is
// also a tab stop: a table wider than the column scrolls sideways (prose.css), and a keyboard
// reader must be able to focus it to scroll it.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const textOf = (node: Element): string => node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
const isElement = (node: unknown, tag: string): node is Element => (node as Element)?.type === 'element' && (node as Element).tagName === tag;

export default function rehypeTableHeaders() {
  return (tree: Root) => {
    visit(tree, 'element', (table) => {
      if (table.tagName !== 'table') return;
      table.properties = { ...table.properties, tabIndex: 0 };
      const head = table.children.find((c) => isElement(c, 'thead'));
      if (!head) return;
      const cells = head.children.filter((r) => isElement(r, 'tr')).flatMap((r) => r.children.filter((c) => isElement(c, 'th')));
      if (cells.every((c) => textOf(c).trim() === '')) {
        table.children = table.children.filter((c) => c !== head);
        return;
      }
      for (const cell of cells) if (textOf(cell).trim() === '' && cell.children.every((c) => c.type === 'text')) cell.tagName = 'td';
    });
  };
}
