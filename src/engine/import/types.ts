// What an importer of another platform's record gives back: our own deal logs, each with what
// its source did not say (so a reader is told, not misled) and where each event came from.

import type { DealLogJson } from '../deal/schema.ts';

/** Something the source does not record, said beside the deal instead of invented. */
export type Lack = 'wall' | 'flowers' | 'names' | 'fans';

/** One deal as converted: our log, the source line of each event, and the fans the source counted. */
export interface ImportedDeal {
  log: DealLogJson;
  /** `lines[i]`: the source's line (from 1) that event `i` was read from. */
  lines: number[];
  /** The source's own name for the deal (a match id, an event title), if it has one. */
  title?: string;
  lacks: Lack[];
}

/** A line the importer could not read, or a record that stops early: its line (from 1) and why. */
export interface ImportProblem {
  line: number;
  code: string;
  params: Record<string, string | number>;
}

export type ImportOutcome = { ok: true; format: string; deals: ImportedDeal[]; problems: ImportProblem[] } | { ok: false; format: string | null; problem: ImportProblem };

/** One format: how to know it by its content, and how to read it. */
export interface Importer {
  /** A stable id, also its words' key (`import.format.<id>`). */
  readonly format: string;
  /** Whether the text is in this format (looked at quickly: the first lines or characters). */
  detects(text: string): boolean;
  /** The deals the text holds; a deal that cannot be read is a problem at its line, the others are kept. */
  read(text: string): ImportOutcome;
}

/** The problem of a line that cannot be read at all. */
export const badLine = (line: number): ImportProblem => ({ line, code: 'bad-line', params: {} });
