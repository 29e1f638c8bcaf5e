// The learner's progress in storage: answers counted per kind, the streak, weak spots, lessons
// done; a reload reads it back; a corrupt or foreign value is ignored; reset empties it.
import { describe, expect, test } from 'vitest';
import { emptyProgress, loadProgress, PROGRESS_KEY, recordAnswer, recordLesson, resetProgress, saveProgress, weakSpots } from '../../../src/components/learn/progress.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('progress', () => {
  test('answers count per kind, the streak breaks on a wrong one, the best streak stays', () => {
    let p = emptyProgress();
    p = recordAnswer(p, 'waits', true);
    p = recordAnswer(p, 'waits', true);
    p = recordAnswer(p, 'score', false);
    p = recordAnswer(p, 'claim', true);
    expect(p.kinds).toEqual({ waits: { right: 2, wrong: 0 }, score: { right: 0, wrong: 1 }, claim: { right: 1, wrong: 0 } });
    expect(p.streak).toBe(1);
    expect(p.best).toBe(2);
  });

  test('weak spots: the kinds with the lowest success rate, perfect kinds left out', () => {
    let p = emptyProgress();
    // waits 1 of 2 (50 %), score 0 of 1 (0 %), claim 2 of 3 (67 %), complete 1 of 1 (100 %).
    for (const [kind, right] of [
      ['waits', true],
      ['waits', false],
      ['score', false],
      ['claim', true],
      ['claim', true],
      ['claim', false],
      ['complete', true],
    ] as const)
      p = recordAnswer(p, kind, right);
    expect(weakSpots(p)).toEqual([
      { kind: 'score', rate: 0 },
      { kind: 'waits', rate: 0.5 },
    ]);
    expect(weakSpots(p, 5).map((w) => w.kind)).toEqual(['score', 'waits', 'claim']);
  });

  test('survives a reload through storage; a lesson is counted once', () => {
    const store = memory();
    let p = recordLesson(recordLesson(emptyProgress(), 'fuzhou/tiles'), 'fuzhou/tiles');
    p = recordAnswer(p, 'complete', true);
    saveProgress(p, store);
    expect(JSON.parse(store.data.get(PROGRESS_KEY)!).version).toBe(1);
    expect(loadProgress(store)).toEqual({ version: 1, lessons: ['fuzhou/tiles'], kinds: { complete: { right: 1, wrong: 0 } }, streak: 1, best: 1 });
  });

  test.each([
    ['not json', '{'],
    ['wrong version', JSON.stringify({ ...emptyProgress(), version: 2 })],
    ['negative count', JSON.stringify({ ...emptyProgress(), kinds: { waits: { right: -1, wrong: 0 } } })],
    ['a fraction', JSON.stringify({ ...emptyProgress(), streak: 1.5 })],
    ['an array', '[]'],
    ['null', 'null'],
  ])('a corrupt value (%s) is ignored', (_name, raw) => {
    expect(loadProgress(memory({ [PROGRESS_KEY]: raw }))).toEqual(emptyProgress());
  });

  test('a storage that throws is no crash', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadProgress(broken)).toEqual(emptyProgress());
    expect(() => saveProgress(emptyProgress(), broken)).not.toThrow();
    expect(resetProgress(broken)).toEqual(emptyProgress());
  });

  test('reset empties it', () => {
    const store = memory();
    saveProgress(recordAnswer(emptyProgress(), 'fans', true), store);
    expect(resetProgress(store)).toEqual(emptyProgress());
    expect(store.data.has(PROGRESS_KEY)).toBe(false);
  });
});
