// The keyboard map: each key's action, keys left to text fields, the slider and buttons, and a
// help list that names every action the handler knows.
import { describe, expect, it } from 'vitest';
import { KEY_HELP, keyAction } from '../../../src/components/replay/keys.ts';
import { t } from '../../../src/i18n/index.ts';

describe('keys', () => {
  it('maps the documented keys', () => {
    expect(keyAction({ key: 'ArrowRight' })).toEqual({ type: 'step', by: 1 });
    expect(keyAction({ key: 'ArrowLeft' })).toEqual({ type: 'step', by: -1 });
    expect(keyAction({ key: 'Home' })).toEqual({ type: 'first' });
    expect(keyAction({ key: 'End' })).toEqual({ type: 'last' });
    expect(keyAction({ key: ' ' })).toEqual({ type: 'play' });
    expect(keyAction({ key: '3' })).toEqual({ type: 'seat', seat: 2 });
    expect(keyAction({ key: 'o' })).toEqual({ type: 'open' });
    expect(keyAction({ key: 'a' })).toEqual({ type: 'analyze' });
    expect(keyAction({ key: 'A' })).toEqual({ type: 'analyze' });
    expect(keyAction({ key: 'k' })).toEqual({ type: 'jump', kind: 'kong', dir: 1 });
    expect(keyAction({ key: 'C' })).toEqual({ type: 'jump', kind: 'claim', dir: -1 });
    expect(keyAction({ key: 'w' })).toEqual({ type: 'jump', kind: 'win', dir: 1 });
    expect(keyAction({ key: '?' })).toEqual({ type: 'help' });
    expect(keyAction({ key: '+' })).toEqual({ type: 'speed', by: 1 });
    expect(keyAction({ key: 'x' })).toBeNull();
    expect(keyAction({ key: '5' })).toBeNull();
  });

  it('leaves keys to text fields, modifiers to the browser, arrows to a focused slider and Space to a focused button', () => {
    expect(keyAction({ key: 'ArrowRight', tag: 'TEXTAREA' })).toBeNull();
    expect(keyAction({ key: 'o', tag: 'INPUT', inputType: 'text' })).toBeNull();
    expect(keyAction({ key: 'Escape', tag: 'INPUT', inputType: 'text' })).toEqual({ type: 'close' });
    expect(keyAction({ key: 'ArrowRight', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'ArrowRight', tag: 'INPUT', inputType: 'range' })).toBeNull();
    expect(keyAction({ key: 'o', tag: 'INPUT', inputType: 'range' })).toEqual({ type: 'open' });
    expect(keyAction({ key: ' ', tag: 'BUTTON' })).toBeNull();
    expect(keyAction({ key: 'ArrowRight', tag: 'BUTTON' })).toEqual({ type: 'step', by: 1 });
  });

  it('the help list covers every key it names, in both languages', () => {
    const named = KEY_HELP.flatMap((row) => row.keys);
    for (const key of ['←', '→', 'Home', 'End', 'Space', '1', '4', 'O', 'A', 'C', 'K', 'W', '?', 'Esc']) expect(named).toContain(key);
    for (const row of KEY_HELP) {
      for (const lang of ['en', 'zh'] as const) expect(t(lang, row.does)).not.toBe(row.does);
    }
  });
});
