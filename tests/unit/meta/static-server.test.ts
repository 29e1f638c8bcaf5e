// The browser tests' file server answers as a plain host does: a folder serves its index.html, a
// missing slash redirects, an unknown path is the 404 page; and an unchanged file asked again with
// its tag is a 304, a file that changed at the same address never (the update test serves the
// next build there).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../browser/static-server.ts';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fzmj-serve-'));
  mkdirSync(join(root, 'zh'));
  writeFileSync(join(root, 'zh', 'index.html'), '<p>首页</p>');
  writeFileSync(join(root, '404.html'), '<p>not found</p>');
  writeFileSync(join(root, 'app.js'), 'export const a = 1;');
  server = await serveStatic(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

describe('the test server', () => {
  it('serves a folder’s index, redirects a missing slash, answers 404 with the 404 page', async () => {
    const page = await get('/zh/');
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([200, 'text/html; charset=utf-8', '<p>首页</p>']);
    const moved = await get('/zh');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/zh/']);
    const missing = await get('/nowhere.js');
    expect([missing.status, await missing.text()]).toEqual([404, '<p>not found</p>']);
  });

  it('an unchanged file asked again with its tag is a 304 with no body; a rewritten one is sent whole', async () => {
    const first = await get('/app.js');
    const tag = first.headers.get('etag') ?? '';
    expect([first.status, first.headers.get('cache-control'), await first.text()]).toEqual([200, 'no-cache', 'export const a = 1;']);
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await get('/app.js', { 'If-None-Match': tag });
    expect([again.status, await again.text()]).toEqual([304, '']);
    // The same length, so only the content tells the two apart.
    writeFileSync(join(root, 'app.js'), 'export const a = 2;');
    const changed = await get('/app.js', { 'If-None-Match': tag });
    expect([changed.status, await changed.text()]).toEqual([200, 'export const a = 2;']);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('the 404 page is never a 304, whatever tag is sent', async () => {
    const first = await get('/nowhere.js');
    const again = await get('/nowhere.js', { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(404);
  });
});
