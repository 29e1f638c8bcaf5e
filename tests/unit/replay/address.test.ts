// The address on a stand-in window: a jump is a history entry at once, single steps replace the
// address once after they settle, a deal that is not a sample waits for its code, and what is
// written reads back as the same view of the same deal. Where samples have pages, a sample's link is
// its page, and on that page the address leaves the sample's name out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Address, SETTLE_MS, type Place, type SamplePages, type Shown } from '../../../src/components/replay/address.ts';

function stage(shown: Shown | null, pages?: SamplePages, pathname = '/en/replay/') {
  const at = { href: '', origin: 'https://mj.test', pathname, search: '?x=1', hash: '' };
  const writes: [string, boolean][] = [];
  const place: Place = {
    at,
    write(url, push) {
      writes.push([url, push]);
      at.hash = url.includes('#') ? url.slice(url.indexOf('#')) : '';
      at.href = `${at.origin}${url}`;
    },
  };
  const view = { shown };
  return { view, writes, at, address: new Address(() => view.shown, place, pages) };
}

const sample = (over: Partial<Shown> = {}): Shown => ({ sample: 'final-sweep', step: 0, seat: 0, open: false, ...over });

describe('the address', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes a sample at once, single steps once they settle, and a view change as a new entry', () => {
    const { view, writes, address } = stage(sample());
    address.open(Promise.resolve('CODE'), true, true);
    expect(writes).toEqual([['/en/replay/?x=1#sample=final-sweep&s=0', true]]);
    view.shown = sample({ step: 4 });
    address.keep(false);
    view.shown = sample({ step: 5 });
    address.keep(false);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writes[1]).toEqual(['/en/replay/?x=1#sample=final-sweep&s=5', false]);
    // The same address again is not written.
    address.keep(true);
    expect(writes).toHaveLength(2);
    view.shown = sample({ step: 5, seat: 2, open: true });
    address.keep(true);
    expect(writes[2]).toEqual(['/en/replay/?x=1#sample=final-sweep&s=5&v=2&o=1', true]);
  });

  it('reads back what it wrote, as the deal on the table', async () => {
    const { view, address } = stage(sample({ step: 5, seat: 2, open: true }));
    address.open(Promise.resolve('CODE'), true, true);
    const at = address.read();
    expect(at).toEqual({ sample: 'final-sweep', step: 5, seat: 2, open: true });
    expect(address.names(at, 'final-sweep')).toBe(true);
    expect(address.names(at, 'draw-game')).toBe(false);
    // A share link carries the whole deal, a sample's too, without the page's query.
    expect(await address.link()).toBe('https://mj.test/en/replay/#s=5&v=2&o=1&d=CODE');
    view.shown = null;
    expect(address.read()).toEqual({ sample: 'final-sweep', step: 5, seat: 2, open: true });
  });

  it('addresses a deal that is not a sample by its code, once the code is ready', async () => {
    const { writes, address } = stage({ step: 0, seat: 0, open: false });
    let ready = (_: string) => {};
    address.open(new Promise<string>((r) => (ready = r)), false, true);
    address.keep(false);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(writes).toEqual([]);
    ready('Zx9');
    await vi.runAllTimersAsync();
    expect(writes).toEqual([['/en/replay/?x=1#s=0&d=Zx9', true]]);
    const at = address.read();
    expect(at).toEqual({ step: 0, deal: 'Zx9' });
    expect(address.names(at, undefined)).toBe(true);
    expect(address.names({ deal: 'other' }, undefined)).toBe(false);
  });

  it('never writes the code of a deal no longer on the table', async () => {
    const { writes, address } = stage({ step: 0, seat: 0, open: false });
    let first = (_: string) => {};
    address.open(new Promise<string>((r) => (first = r)), false, true);
    address.open(Promise.resolve('B'), false, false);
    first('A');
    await vi.runAllTimersAsync();
    expect(writes).toEqual([['/en/replay/?x=1#s=0&d=B', false]]);
    address.close();
    expect(writes[1]).toEqual(['/en/replay/?x=1', true]);
  });

  it('drops a pending write when the address is read or the deal closes', () => {
    const { view, writes, address } = stage(sample());
    address.open(Promise.resolve('CODE'), true, true);
    view.shown = sample({ step: 3 });
    address.keep(false);
    address.read();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(writes).toHaveLength(1);
    address.keep(false);
    address.close();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(writes.map(([url]) => url)).toEqual(['/en/replay/?x=1#sample=final-sweep&s=0', '/en/replay/?x=1']);
  });

  const pages = (home?: string): SamplePages => ({ page: (id) => `/en/replay/sample/${id}/`, home });

  it('links a sample to its page, at this step and view, where samples have pages', async () => {
    const { address } = stage(sample({ step: 5, seat: 2, open: true }), pages());
    address.open(Promise.resolve('CODE'), true, true);
    // The page's own path, not the replay page's, and neither the query nor the deal's code.
    expect(await address.link()).toBe('https://mj.test/en/replay/sample/final-sweep/#s=5&v=2&o=1');
  });

  it("on a sample's page, leaves its name out of the address and reads an address without a deal as it", () => {
    const { view, writes, at, address } = stage(sample({ step: 3 }), pages('final-sweep'), '/en/replay/sample/final-sweep/');
    // The page opened with `#s=3`: that is this sample at step 3.
    at.hash = '#s=3';
    expect(address.read()).toEqual({ sample: 'final-sweep', step: 3 });
    address.open(Promise.resolve('CODE'), true, false);
    // Nothing to write once it settles: the address already says it.
    vi.advanceTimersByTime(SETTLE_MS);
    expect(writes).toEqual([]);
    view.shown = sample({ step: 4 });
    address.keep(true);
    expect(writes).toEqual([['/en/replay/sample/final-sweep/?x=1#s=4', true]]);
    // Another sample opened on this page is named, and an address naming it reads as it.
    view.shown = sample({ sample: 'draw-game', step: 0 });
    address.keep(true);
    expect(writes[1]).toEqual(['/en/replay/sample/final-sweep/?x=1#sample=draw-game&s=0', true]);
    expect(address.read()).toEqual({ sample: 'draw-game', step: 0 });
    // A deal by its code is that deal, not the page's sample.
    at.hash = '#s=0&d=Zx9';
    expect(address.read()).toEqual({ step: 0, deal: 'Zx9' });
  });
});
