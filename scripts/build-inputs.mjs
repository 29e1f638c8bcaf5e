// What a build of the site is made from, as one hash: every file of the checkout (tracked or new,
// not ignored) that can reach dist/, and the environment the build reads. The build writes it
// beside its cache when it finishes; the browser tests' setup compares it to skip a second build
// of the same inputs (CI runs `npm start`, which builds, then `npm test`). No git, no hash: build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the last finished build of dist/ says what it was made from. */
export const STAMP = '.astro/dist-inputs.txt';

/** Files that never reach the built site: tests, docs, benchmarks, CI and the front-door prose. */
const OUTSIDE = /^(tests|docs|bench|\.ci)\/|^[^/]+\.md$/;

/** The environment variables the build reads. */
const ENV = ['SITE_URL'];

/** The inputs' hash, or null when the checkout's files cannot be listed (no git). */
export function inputsHash(root) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const key of ENV) hash.update(`${key}=${process.env[key] ?? ''}\0`);
  for (const file of listed.split('\0').filter((f) => f && !OUTSIDE.test(f)).sort()) {
    let content;
    try {
      content = readFileSync(join(root, file));
    } catch {
      continue; // listed but deleted in the working tree: it is not an input any more
    }
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}
