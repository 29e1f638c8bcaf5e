// The real `fzmj` command for tests: the bundle package.json's `bin` names (built first if it is
// missing or older than its sources), run by `node` as an installed command would be.
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { ensureCli } from '../../../src/cli/build.mjs';

/**
 * Every test that starts a process waits this long at most. A guard against a hung process, not a
 * speed target: at load 30 on two cores a test of several runs took 142 s, so 60 s failed it.
 */
export const TIMEOUT = 300_000;

let built: Promise<string> | undefined;
/** The path of the built command (build/fzmj.mjs). */
export const binary = (): Promise<string> => (built ??= ensureCli());

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `fzmj ARGS…` as a process, in English unless `env` says otherwise. */
export async function fzmj(
  args: readonly string[],
  options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; timeout?: number; bin?: string } & Pick<SpawnSyncOptions, 'uid' | 'gid' | 'cwd'> = {},
): Promise<Ran> {
  // `bin`: a copy of the command elsewhere, for a test that runs it as a user who may not reach the checkout.
  const result = spawnSync(process.execPath, [options.bin ?? (await binary()), ...args], {
    input: options.input,
    encoding: 'utf8',
    env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...options.env },
    // Below the test's own timeout: spawnSync holds the test until the process ends.
    timeout: options.timeout ?? TIMEOUT - 5_000,
    maxBuffer: 64 * 1024 * 1024,
    uid: options.uid,
    gid: options.gid,
    cwd: options.cwd,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs `fzmj ARGS…` without holding the test's thread, for runs that mostly wait (a FIFO with no
 * writer waits 10 s): several can then wait at the same time. No input; English unless `env` says.
 */
export async function fzmjAlongside(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  const bin = await binary();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...env },
      timeout: TIMEOUT - 5_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
