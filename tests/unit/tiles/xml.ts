// Strict XML well-formedness check for the tile SVG strings, using sax (shipped with astro via svgo)
// so a stray `<`, an unquoted attribute or an unclosed element fails the test.
import { createRequire } from 'node:module';

interface SaxParser {
  onerror: (e: Error) => void;
  onopentag: (tag: { name: string; attributes: Record<string, string> }) => void;
  write(s: string): SaxParser;
  close(): void;
}
const sax = createRequire(import.meta.url)('sax') as { parser(strict: boolean): SaxParser };

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

/** Parses `xml` strictly; throws on the first well-formedness error; returns the elements in document order. */
export function parseXml(xml: string): XmlElement[] {
  const parser = sax.parser(true);
  const elements: XmlElement[] = [];
  parser.onerror = (e) => {
    throw e;
  };
  parser.onopentag = (tag) => elements.push({ name: tag.name, attributes: tag.attributes });
  parser.write(xml).close();
  return elements;
}
