import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const guard = pathToFileURL(join(import.meta.dirname, 'exit-with-parent.mjs')).href;

const alive = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

/**
 * A stand-in for pnpm: a Node process that runs `sh -c '<guarded node>; true'` (the `; true` keeps
 * the shell from replacing itself with node, as pnpm's shell does not) and prints the pids of the
 * shell's child. The test SIGKILLs the stand-in and watches what is left.
 */
async function packageManagerWithScript(): Promise<{ manager: number; script: number }> {
  const script = `${JSON.stringify(process.execPath)} --import ${JSON.stringify(guard)} -e "console.log('script', process.pid); setInterval(() => {}, 1000)"; true`;
  const managerSource = `
    const { spawn } = require('node:child_process');
    const child = spawn('sh', ['-c', ${JSON.stringify(script)}], { stdio: ['ignore', 'inherit', 'inherit'] });
    setInterval(() => {}, 1000);`;
  const manager = spawn(process.execPath, ['-e', managerSource], { stdio: ['ignore', 'pipe', 'inherit'] });
  const scriptPid = await new Promise<number>((resolve, reject) => {
    let text = '';
    manager.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /script (\d+)/.exec(text);
      if (match?.[1] !== undefined) resolve(Number(match[1]));
    });
    manager.once('exit', () => reject(new Error('the stand-in stopped before its script started')));
  });
  return { manager: manager.pid ?? 0, script: scriptPid };
}

describe.runIf(process.platform === 'linux')('exit-with-parent', () => {
  it('stops a script whose package manager was SIGKILLed, through the sh -c between them', async () => {
    const { manager, script } = await packageManagerWithScript();
    // The guard checks twice a second: still running after a second with its parents alive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(alive(script)).toBe(true);
    process.kill(manager, 'SIGKILL');
    const deadline = Date.now() + 5_000;
    while (alive(script) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const left = alive(script);
    if (left) process.kill(script, 'SIGKILL');
    expect(left).toBe(false);
  }, 15_000);
});
