// The replay's strings: the browser catalogue is part of the full one, and a page hands its island
// only plain strings of the namespaces asked for, in one language.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/i18n/catalogue.ts';
import { catalogue as browser } from '../../../src/i18n/catalogue.browser.ts';
import { pageMessages } from '../../../src/i18n/index.ts';
import { eventText } from '../../../src/components/replay/words.ts';

describe('replay strings', () => {
  it('the browser catalogue holds namespaces of the full catalogue only', () => {
    const names = catalogue.map((n) => n.name);
    for (const ns of browser) expect(names).toContain(ns.name);
    expect(names).toContain('replay');
  });

  it('page messages are the plain strings of the asked namespaces, in one language', () => {
    const zh = pageMessages('zh', ['replay', 'deal']);
    expect(zh['replay.left']).toBe('剩余可摸');
    expect(zh['deal.claim.pong']).toBe('碰');
    expect(Object.keys(zh).every((k) => k.startsWith('replay.') || k.startsWith('deal.'))).toBe(true);
    expect(Object.values(zh).every((v) => typeof v === 'string')).toBe(true);
    expect(pageMessages('en', ['replay'])['replay.left']).toBe('Left to draw');
  });

  it('tells an event with seats by name and wind and tiles by name', () => {
    const names = ['Mei', 'Lin', 'Hua', 'Jun'];
    const pong = { key: 'deal.event.pong', params: { seat: 3, tile: '3s', from: 0 } };
    expect(eventText('en', pong, names, 2)).toBe('Jun (South) pongs 3 Bamboo from Mei (West)');
    expect(eventText('zh', pong, names, 2)).toBe('Jun（南）碰 Mei（西）的三索');
  });
});
