// `npm run fzmj -- …`: runs the bundled command (build/fzmj.mjs), building it first when it is
// missing or older than its sources, so the command always runs the code as it is now.
import { pathToFileURL } from 'node:url';
import { ensureCli } from './build.mjs';

await import(pathToFileURL(await ensureCli()).href);
