// The format page's complete example: a sample deal read at build time and verified by the engine,
// so the page can never show a log the engine would refuse. Laid out for reading, one event a line.

import goldGrab from '../../../../content/deals/gold-grab.json?raw';
import { verifyText } from '../../../engine/index.ts';

/** The sample shown, by its file name under content/deals/. */
export const EXAMPLE_FILE = 'gold-grab.json';

const WIDTH = 76;

/** One line of JSON with a space after each colon and comma, as people write it. */
function flatJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flatJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${flatJson(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** JSON with small objects and arrays kept on one line and the rest indented, like a hand-written log. */
export function layoutJson(value: unknown, indent = ''): string {
  const flat = flatJson(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + layoutJson(v, inner)).join(',\n')}\n${indent}]`;
  const fields = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layoutJson(v, inner)}`);
  return `{\n${fields.join(',\n')}\n${indent}}`;
}

export interface Example {
  file: string;
  code: string;
  events: number;
}

/** The example, checked: a build with an example the engine does not find consistent fails. */
export function formatExample(): Example {
  const verdict = verifyText(goldGrab);
  if (verdict.status !== 'consistent') {
    throw new Error(`content/deals/${EXAMPLE_FILE} is not consistent (${verdict.status}): the format page shows only logs the engine accepts`);
  }
  const doc = JSON.parse(goldGrab) as { events: unknown[] };
  return { file: EXAMPLE_FILE, code: layoutJson(doc), events: doc.events.length };
}
