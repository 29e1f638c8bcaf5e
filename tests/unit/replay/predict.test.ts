// The predict gate: where a move forward stops (the first unanswered predict mark on the way),
// what stays hidden (the horizon), and that an answered mark or the gate turned off asks no more.
import { describe, expect, it } from 'vitest';
import { PredictGate, type GateState, type Mark } from '../../../src/components/replay/predict.ts';

const gateState = (): GateState => ({ on: true, asking: null, answered: new Set() });
// Marks before steps 3 and 7 ask; the note before step 5 does not.
const marks: Mark[] = [{ step: 3, predict: true }, { step: 5 }, { step: 7, predict: true }];

describe('the predict gate', () => {
  it('stops a move forward at the first unanswered mark on the way, and asks there', () => {
    const gate = new PredictGate(gateState());
    expect(gate.stop(marks, 0, 10)).toBe(3);
    expect(gate.asking).toBe(3);
    // Up to the mark but not past it: nothing to ask (the move at 3 is not shown yet).
    expect(gate.stop(marks, 0, 3)).toBe(3);
    expect(gate.asking).toBe(null);
    // Standing at the mark, one step on stays there and asks.
    expect(gate.stop(marks, 3, 4)).toBe(3);
    expect(gate.asking).toBe(3);
  });

  it('lets a move back or in place through, and clears the question', () => {
    const gate = new PredictGate(gateState());
    gate.stop(marks, 0, 10);
    expect(gate.stop(marks, 3, 1)).toBe(1);
    expect(gate.asking).toBe(null);
    expect(gate.stop(marks, 4, 4)).toBe(4);
  });

  it('asks a mark no more once answered: the next one stops the way', () => {
    const gate = new PredictGate(gateState());
    gate.stop(marks, 0, 10);
    gate.answer(3);
    expect(gate.asking).toBe(null);
    expect(gate.stop(marks, 3, 10)).toBe(7);
    expect(gate.horizon(marks, 4)).toBe(7);
    gate.answer(7);
    expect(gate.stop(marks, 4, 10)).toBe(10);
    expect(gate.horizon(marks, 4)).toBe(null);
    // A new deal: every mark asks again.
    gate.reset();
    expect(gate.horizon(marks, 0)).toBe(3);
  });

  it('the horizon is the nearest unanswered mark at or after the position', () => {
    const gate = new PredictGate(gateState());
    expect(gate.horizon(marks, 0)).toBe(3);
    expect(gate.horizon(marks, 3)).toBe(3);
    expect(gate.horizon(marks, 4)).toBe(7);
    expect(gate.horizon(marks, 8)).toBe(null);
    expect(gate.horizon([], 0)).toBe(null);
  });

  it('turned off, it neither stops nor hides', () => {
    const gate = new PredictGate(gateState());
    gate.stop(marks, 0, 10);
    gate.toggle();
    expect(gate.on).toBe(false);
    expect(gate.asking).toBe(null);
    expect(gate.stop(marks, 0, 10)).toBe(10);
    expect(gate.horizon(marks, 0)).toBe(null);
    gate.toggle();
    expect(gate.stop(marks, 0, 10)).toBe(3);
  });
});
