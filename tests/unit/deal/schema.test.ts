// The published JSON Schema says what the zod schema says: a simulated log passes its
// structural rules, and its field list matches the format.
import { describe, expect, it } from 'vitest';
import { dealJsonSchema, ruleset } from '../../../src/engine/index.ts';
import { simulateRun } from '../../../src/engine/bots/run.ts';

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
  it('a simulated log has exactly the fields the schema allows', () => {
    const [{ log }] = [...simulateRun(ruleset('fuzhou'), 5, 1)];
    for (const key of Object.keys(log)) expect(Object.keys(schema.properties)).toContain(key);
  });
});
