// Teaching notes in a deal log: read in step order, refused with their path when out of range or
// too long; and the bundled teaching deals carry notes in both languages and predict marks that
// stop at a move the player could choose among others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDealLog, replay } from '../../../src/engine/index.ts';

const deals = join(import.meta.dirname, '../../../content/deals');
const text = (slug: string) => readFileSync(join(deals, `${slug}.json`), 'utf8');
const withNotes = (annotations: unknown) => ({ ...JSON.parse(text('draw-game')), annotations });

describe('annotations in a deal log', () => {
  it('are read in step order, a predict mark without a note allowed', () => {
    const parsed = parseDealLog(
      withNotes([
        { step: 9, note: { zh: '后', en: 'later' } },
        { step: 3, predict: true },
      ]),
    );
    expect(parsed.ok && parsed.log.annotations).toEqual([
      { step: 3, note: null, predict: true },
      { step: 9, note: { zh: '后', en: 'later' }, predict: false },
    ]);
  });
  it('a step past the last event, a note over 2,000 characters, a missing language: refused with the path', () => {
    const events = JSON.parse(text('draw-game')).events.length;
    expect(parseDealLog(withNotes([{ step: events + 1 }]))).toMatchObject({ ok: false, problem: { path: ['annotations', 0, 'step'], code: 'too-big' } });
    expect(parseDealLog(withNotes([{ step: 1, note: { zh: 'x', en: 'y'.repeat(2001) } }]))).toMatchObject({ ok: false, problem: { path: ['annotations', 0, 'note', 'en'] } });
    expect(parseDealLog(withNotes([{ step: 1, note: { en: 'only English' } }]))).toMatchObject({ ok: false, problem: { path: ['annotations', 0, 'note', 'zh'] } });
  });
});

describe.each(['fuzhou-gold-grab', 'fuzhou-idle-gold', 'fuzhou-flowers-pinghu', 'mcr-eight-points'])('the teaching deal %s', (slug) => {
  const parsed = parseDealLog(text(slug));
  if (!parsed.ok) throw new Error(`${slug} does not parse`);
  const log = parsed.log;
  const r = replay(log, { narrate: false });
  it('has at least five notes in both languages, one at the end, and a predict mark', () => {
    const notes = log.annotations.filter((a) => a.note);
    expect(notes.length).toBeGreaterThanOrEqual(5);
    for (const a of notes) expect(a.note!.zh.length * a.note!.en.length).toBeGreaterThan(0);
    expect(log.annotations.at(-1)!.step).toBe(log.events.length);
    expect(log.annotations.some((a) => a.predict)).toBe(true);
  });
  it('asks at each predict mark about a move its player chose among the legal ones', () => {
    for (const a of log.annotations.filter((x) => x.predict)) {
      const played = log.events[a.step];
      expect(played && 'seat' in played, `step ${a.step}`).toBe(true);
      const legal = r.machine.legalEvents(r.states[a.step]).filter((e) => 'seat' in e && 'seat' in played! && e.seat === played.seat && e.type !== 'draw');
      expect(legal.map((e) => JSON.stringify(e))).toContain(JSON.stringify(played));
    }
  });
});
