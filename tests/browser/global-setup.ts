// Browser project setup: build the site once, serve dist/ on a free port, start one Chromium for
// every test file to connect to, and stop both afterwards. No build when dist/ is the finished
// build of these very inputs (its note says so: `npm start` just built it) or SITE_SKIP_BUILD=1.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { buildSite } from '../../bench/site-budgets.ts';
import { serveStatic } from './static-server.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import { inputsHash, STAMP } from '../../scripts/build-inputs.mjs';

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
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Whether dist/ is a finished build of the checkout as it is now. */
function builtFromHere(): boolean {
  let noted: string;
  try {
    noted = readFileSync(`${ROOT}${STAMP}`, 'utf8').trim();
  } catch {
    return false;
  }
  return noted !== '' && noted === inputsHash(ROOT);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const skip = existsSync(`${DIST}index.html`) && (process.env.SITE_SKIP_BUILD === '1' || builtFromHere());
  const buildSeconds = skip ? -1 : await buildSite({ quiet: true });
  const server = await serveStatic(DIST);
  const browser = await chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('baseUrl', server.url);
  project.provide('distDir', DIST);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('buildSeconds', buildSeconds);
  return async () => {
    await browser.close();
    await server.close();
  };
}
