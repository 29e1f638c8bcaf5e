// Browser project setup: build the site once (unless SITE_SKIP_BUILD=1 reuses dist/), serve dist/
// on a free port, start one Chromium for every test file to connect to, and stop both afterwards.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { buildSite } from '../../bench/site-budgets.ts';
import { serveStatic } from './static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, e.g. http://127.0.0.1:40123 (no trailing slash). */
    baseUrl: string;
    /** Absolute path of dist/. */
    distDir: string;
    /** Playwright endpoint of the shared Chromium. */
    wsEndpoint: string;
    /** Seconds the build took, or -1 when it was skipped. */
    buildSeconds: number;
  }
}

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const skip = process.env.SITE_SKIP_BUILD === '1' && existsSync(`${DIST}index.html`);
  const buildSeconds = skip ? -1 : await buildSite({ quiet: true });
  const server = await serveStatic(DIST);
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('baseUrl', server.url);
  project.provide('distDir', DIST);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('buildSeconds', buildSeconds);
  return async () => {
    await browser.close();
    await server.close();
  };
}
