// Reading a deal for the viewer: whole deals, deals that break a rule at event N (playable up to
// N), deals with a malformed event N (the events before it), and input that cannot be read.
import { problemMessage } from '../../../src/i18n/problem.ts';
import { describe, expect, it, vi } from 'vitest';
import { contentId, loadDeal, readDocument, rulesetToLoad, sizeProblem } from '../../../src/components/replay/load.ts';
import { findMoments } from '../../../src/components/replay/moments.ts';
import { nextMoment, previousMoment } from '../../../src/components/replay/moment-steps.ts';
import { illegalText, malformedText, sampleDoc, sampleText, tamperedText } from './fixtures.ts';

describe('loadDeal', () => {
  it('opens a sample: every event applied, consistent', () => {
    const r = loadDeal(sampleText('final-sweep'), 'sample', 'final-sweep');
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.last).toBe(sampleDoc('final-sweep').events.length);
    expect(r.deal.verdict.status).toBe('consistent');
    expect(r.deal.problem).toBeNull();
    expect(r.deal.names).toEqual(['Mei', 'Lin', 'Hua', 'Jun']);
  });

  it('a tampered score opens, with a mismatch', () => {
    const r = loadDeal(tamperedText(), 'paste');
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.verdict.status).toBe('mismatch');
  });

  it('a deal that breaks a rule at event N plays up to N', () => {
    const { text, index } = illegalText();
    const r = loadDeal(text, 'file');
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.last).toBe(index);
    expect(r.deal.verdict).toMatchObject({ status: 'illegal', step: index });
  });

  it('a malformed event N keeps the events before it', () => {
    const { text, index } = malformedText(20);
    const r = loadDeal(text, 'file');
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.last).toBe(index);
    expect(r.deal.problem?.path).toEqual(['events', index, 'seat']);
    expect(r.deal.verdict.status).toBe('invalid');
  });

  it('input that cannot be read says where', () => {
    const broken = loadDeal('{"format": "fuzhou-mahjong-deal", "version": 1,', 'paste');
    // The text ends on line 1 after its 47 characters: column 48.
    expect(broken).toMatchObject({ ok: false, problem: { code: 'bad-json', params: { line: 1, column: 48, token: '' } } });
    // A stray "]" on the third line, fifth column.
    const stray = loadDeal('{\n  "format": "x",\n    ]\n}', 'paste');
    expect(stray).toMatchObject({ ok: false, problem: { code: 'bad-json', params: { line: 3, column: 5, token: ']' } } });
    if (!stray.ok) expect(problemMessage('en', stray.problem)).toBe('not valid JSON (line 3, column 5: unexpected "]")');
    const doc = sampleDoc('gold-grab');
    delete doc.seats;
    expect(loadDeal(JSON.stringify(doc), 'paste')).toMatchObject({ ok: false, problem: { path: ['seats'] } });
  });

  it('the same deal with other spacing has the same id; another deal has another', () => {
    const a = loadDeal(sampleText('gold-grab'), 'file');
    const b = loadDeal(JSON.stringify(sampleDoc('gold-grab')), 'paste');
    const c = loadDeal(sampleText('gold-dragon'), 'file');
    if (!a.ok || !b.ok || !c.ok) throw new Error('not ok');
    expect(a.deal.id).toBe(b.deal.id);
    expect(a.deal.id).not.toBe(c.deal.id);
    expect(contentId('x')).not.toBe(contentId('y'));
  });

  it('refuses a file over the size limit before reading it', () => {
    expect(sizeProblem(1000)).toBeNull();
    expect(sizeProblem(21 * 1024 * 1024)).toMatchObject({ code: 'too-large' });
  });
});

describe('moments', () => {
  it('finds claims, kongs and the end by event type, as positions after them', () => {
    const doc = sampleDoc('final-sweep');
    const m = findMoments(
      doc.events.map((e: any) => ({ type: e.type })),
      doc.events.length,
    );
    const types = (list: number[]) => list.map((p) => doc.events[p - 1].type);
    expect(new Set(types(m.claim))).toEqual(new Set(['chow', 'pong', 'kong']));
    expect(new Set(types(m.kong))).toEqual(new Set(['kong', 'added-kong']));
    expect(types(m.win)).toEqual(['win']);
    expect(m.claim).toEqual([...m.claim].sort((a, b) => a - b));
  });

  it('moves to the next and previous moment', () => {
    expect(nextMoment([3, 8, 20], 3)).toBe(8);
    expect(nextMoment([3, 8, 20], 20)).toBeNull();
    expect(previousMoment([3, 8, 20], 8)).toBe(3);
    expect(previousMoment([3, 8, 20], 3)).toBeNull();
  });
});

describe('the id and the share code of a deal that stopped reading early', () => {
  it('come from the text as read, never from writing the unread document again', () => {
    // Event 20 is malformed, and after it a 200,000-item array no one has read: writing the
    // document again would walk all of it.
    const doc = sampleDoc('final-sweep');
    doc.events[20].seat = 9;
    doc.events.push(new Array(200_000).fill([0]));
    const text = JSON.stringify(doc);
    const stringify = vi.spyOn(JSON, 'stringify');
    const r = loadDeal(text, 'link');
    const big = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'events' in value).length;
    stringify.mockRestore();
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.problem?.path).toEqual(['events', 20, 'seat']);
    expect(big).toBe(0);
    expect(r.deal.canonical).toBe(text);
    expect(r.deal.id).toBe(contentId(text));
  });

  it('a whole deal is still one entry however it is spaced', () => {
    const a = loadDeal(sampleText('final-sweep'), 'paste');
    const b = loadDeal(JSON.stringify(sampleDoc('final-sweep'), null, 1), 'paste');
    if (!a.ok || !b.ok) throw new Error('not ok');
    expect(a.deal.id).toBe(b.deal.id);
  });
});

describe('the rule set the viewer loads first', () => {
  const doc = sampleDoc('final-sweep');
  it('is the document\'s own field, not the first "ruleset" in the text', () => {
    // A "ruleset" inside meta comes first in the text; the document's own field says guangdong.
    const { ruleset: _, ...rest } = doc;
    const text = JSON.stringify({ meta: { ruleset: 'fuzhou' }, ...rest, ruleset: 'guangdong' });
    expect(rulesetToLoad(readDocument(text))).toBe('guangdong');
  });
  it('is read through escapes', () => {
    const text = JSON.stringify({ ...doc, ruleset: 'guangdong' }).replace('"guangdong"', '"guan\\u0067dong"');
    expect(text).toContain('guan\\u0067dong');
    expect(rulesetToLoad(readDocument(text))).toBe('guangdong');
  });
  it('is none for a text that is not a document, or a ruleset that is not a string', () => {
    expect(rulesetToLoad(readDocument('"{\\"ruleset\\":\\"mcr\\"}"'))).toBeNull();
    expect(rulesetToLoad(readDocument(JSON.stringify({ ...doc, ruleset: ['mcr'] })))).toBeNull();
  });
});

describe('a JSON string holding a log', () => {
  it('is not opened as that log: "not a deal log", which is a JSON object', () => {
    const r = loadDeal(JSON.stringify(sampleText('final-sweep')), 'paste');
    expect(r).toMatchObject({ ok: false, problem: { code: 'not-a-deal' } });
    if (!r.ok) expect(problemMessage('en', r.problem)).toContain('not a deal log: a deal log is a JSON object');
  });
});
