// The published JSON Schema says what the zod schema says: a simulated log passes its
// structural rules, and its field list matches the format.
import { describe, expect, it } from 'vitest';
import { dealJsonSchema, parseDealLog, ruleset } from '../../../src/engine/index.ts';
import { simulateRun } from '../../../src/engine/bots/run.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { sampleDoc } from '../replay/fixtures.ts';

describe('deal log JSON Schema', () => {
  const schema = dealJsonSchema() as { properties: Record<string, any>; required: string[]; additionalProperties: boolean };
  it('lists the required top-level fields and rejects unknown ones', () => {
    expect(schema.required.sort()).toEqual(['dealer', 'events', 'format', 'result', 'ruleset', 'seats', 'streak', 'version']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.format.const).toBe('fuzhou-mahjong-deal');
    expect(schema.properties.version.const).toBe(1);
  });
  it('describes every event type', () => {
    const variants = schema.properties.events.items.oneOf ?? schema.properties.events.items.anyOf;
    const types = variants.map((v: { properties: { type: { const: string } } }) => v.properties.type.const).sort();
    expect(types).toEqual(['added-kong', 'call', 'chow', 'concealed-kong', 'deal', 'discard', 'draw', 'draw-game', 'flower', 'gold', 'horse', 'kong', 'pong', 'time-up', 'win']);
  });
  it('carries its words for editors: each seat and tile field, the deal event and the other robbers', () => {
    const variants: { description?: string; properties: Record<string, { description?: string; const?: string }> }[] = schema.properties.events.items.oneOf;
    const deal = variants.find((v) => v.properties.type.const === 'deal')!;
    expect(deal.description).toMatch(/dealt tiles/);
    expect(deal.properties.seat.description).toMatch(/^A seat, 0–3/);
    expect(variants.find((v) => v.properties.type.const === 'win')!.properties.swap.description).toMatch(/grab the gold/);
    expect(schema.properties.result.properties.alsoWon.description).toMatch(/rob one kong/);
    expect(schema.properties.result.properties.alsoWon.items.properties.winner.description).toMatch(/^A seat/);
  });
  it('a simulated log has exactly the fields the schema allows', () => {
    const [{ log }] = [...simulateRun(ruleset('fuzhou'), 5, 1)];
    for (const key of Object.keys(log)) expect(Object.keys(schema.properties)).toContain(key);
  });
});

describe('a field of the wrong type', () => {
  const messageOf = (change: (doc: Record<string, any>) => void) => {
    const doc = sampleDoc('gold-grab');
    change(doc);
    const parsed = parseDealLog(doc);
    if (parsed.ok) throw new Error('expected a problem');
    return problemMessage('en', parsed.problem);
  };

  it('is named as the wrong type at its path, not as missing', () => {
    expect(
      messageOf((d) => {
        d.result.breakdown.base = 'fifteen';
      }),
    ).toBe('result.breakdown.base: expected number, got string');
    expect(
      messageOf((d) => {
        d.result.breakdown.items[0].points = [15];
      }),
    ).toBe('result.breakdown.items[0].points: expected number, got array');
    expect(
      messageOf((d) => {
        d.result.winner = '1';
      }),
    ).toBe('result.winner: expected number, got string');
    expect(
      messageOf((d) => {
        d.events[5].seat = null;
      }),
    ).toBe('events[5].seat: expected number, got null');
  });

  it('a field left out is still missing', () => {
    expect(
      messageOf((d) => {
        delete d.result.breakdown.total;
      }),
    ).toBe('result.breakdown.total: required field is missing');
  });
});
