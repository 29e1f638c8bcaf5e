// A tiny element tree for the tile drawings, rendered either to a markup string (components,
// sprite, PNG export) or to hast (the remark plugin), so every output is drawn by the same code.

export type Attrs = Record<string, string | number | undefined>;
export interface El {
  tag: string;
  attrs: Attrs;
  children: Node[];
}
/** A string child is text (escaped on output). */
export type Node = El | string;

export function h(tag: string, attrs: Attrs = {}, ...children: (Node | Node[] | false | null | undefined)[]): El {
  const flat: Node[] = [];
  for (const c of children) {
    if (c === false || c === null || c === undefined) continue;
    if (Array.isArray(c)) flat.push(...c);
    else flat.push(c);
  }
  return { tag, attrs, children: flat };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Numbers in drawings: at most two decimals, no trailing zeros, to keep markup short. */
export function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function attrText(value: string | number): string {
  return typeof value === 'number' ? fmt(value) : value;
}

export function toMarkup(node: Node): string {
  if (typeof node === 'string') return escapeText(node);
  let out = `<${node.tag}`;
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined) out += ` ${name}="${escapeAttr(attrText(value))}"`;
  }
  if (node.children.length === 0) return `${out}/>`;
  return `${out}>${node.children.map(toMarkup).join('')}</${node.tag}>`;
}

/** Minimal hast shapes (structurally compatible with @types/hast) to avoid a hard type dependency here. */
export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string>;
  children: (HastElement | HastText)[];
}

/**
 * Attribute names are kept as written (`viewBox`, `aria-label`, `stroke-width`): hast-util-to-html
 * and hast-util-raw look names up in both attribute and property spelling, so they round-trip.
 */
export function toHast(node: El): HastElement;
export function toHast(node: Node): HastElement | HastText;
export function toHast(node: Node): HastElement | HastText {
  if (typeof node === 'string') return { type: 'text', value: node };
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined) properties[name] = attrText(value);
  }
  return { type: 'element', tagName: node.tag, properties, children: node.children.map((c) => toHast(c)) };
}
