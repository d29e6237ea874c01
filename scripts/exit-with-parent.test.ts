import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isLauncher, launcherChain } from './exit-with-parent.mjs';

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

describe('the watched chain', () => {
  it('counts shells running -c and package managers as launchers, nothing else', () => {
    expect(isLauncher(['sh', '-c', 'node scripts/start-demo.mjs'])).toBe(true);
    expect(isLauncher(['/bin/bash', '-c', 'pnpm start'])).toBe(true);
    expect(isLauncher(['npm', 'exec', 'pnpm@10.34.9', 'start'])).toBe(true);
    expect(isLauncher(['node', '/root/.npm/_npx/c80d/node_modules/.bin/pnpm', 'start'])).toBe(true);
    expect(isLauncher(['/usr/bin/node', '/usr/lib/node_modules/npm/bin/npx-cli.js', 'pnpm'])).toBe(true);
    expect(isLauncher(['-bash'])).toBe(false);
    expect(isLauncher(['bash'])).toBe(false);
    expect(isLauncher(['node', 'scripts/start-demo.mjs'])).toBe(false);
    expect(isLauncher(['node', '/work/tests/node_modules/playwright/cli.js', 'test'])).toBe(false);
    expect(isLauncher([])).toBe(false);
  });

  it('walks from the parent up through launchers and stops at the first other process', () => {
    // start-demo (50) ← sh -c (40) ← pnpm (30) ← sh -c (20) ← npm exec (10) ← the terminal's bash (5)
    const parents: Record<number, number> = { 50: 40, 40: 30, 30: 20, 20: 10, 10: 5, 5: 1 };
    const args: Record<number, string[]> = {
      40: ['sh', '-c', 'node scripts/start-demo.mjs'],
      30: ['node', '/x/.bin/pnpm', 'start'],
      20: ['sh', '-c', 'pnpm', 'start'],
      10: ['npm', 'exec', 'pnpm@10.34.9', 'start'],
      5: ['-bash'],
    };
    const chain = launcherChain(
      50,
      (pid: number) => parents[pid],
      (pid: number) => args[pid] ?? [],
    );
    expect(chain.map(({ parent }: { parent: number }) => parent)).toEqual([40, 30, 20, 10]);
  });

  it('always watches the parent, launcher or not', () => {
    const chain = launcherChain(
      9,
      () => 8,
      () => ['node', 'scripts/start-demo.mjs'],
    );
    expect(chain).toEqual([{ child: 9, parent: 8 }]);
  });
});

describe.runIf(process.platform === 'linux')('exit-with-parent under npx', () => {
  it('stops the script when npx is stopped with SIGTERM and pnpm, its grandchild, lives on', async () => {
    // npx passes SIGTERM to its `sh -c pnpm`, which dies without passing it on: pnpm and the script
    // below it were left running. Stand-ins named like the real launchers, so the guard sees them so.
    const folder = mkdtempSync(join(tmpdir(), 'exit-with-parent-'));
    const script = `${JSON.stringify(process.execPath)} --import ${JSON.stringify(guard)} -e "console.log('script', process.pid); setInterval(() => {}, 1000)"; true`;
    const spawner = (command: string, onTerm: string) => `
      const { spawn } = require('node:child_process');
      const child = spawn('sh', ['-c', ${JSON.stringify(command)}], { stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('exit', () => process.exit(0));
      process.on('SIGTERM', () => { ${onTerm} });
      setInterval(() => {}, 1000);`;
    const pnpmFile = join(folder, 'pnpm.cjs');
    const npxFile = join(folder, 'npx-cli.js');
    // pnpm: ignores SIGTERM here (it never gets one) and ends with its script, as the real one does.
    writeFileSync(pnpmFile, spawner(script, ''));
    // npx: passes SIGTERM to its shell and ends.
    writeFileSync(
      npxFile,
      spawner(
        `${JSON.stringify(process.execPath)} ${JSON.stringify(pnpmFile)}; true`,
        'child.kill("SIGTERM"); process.exit(0);',
      ),
    );
    const npx = spawn(process.execPath, [npxFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    npx.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    try {
      const deadline = Date.now() + 10_000;
      while (!/script (\d+)/.test(text) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const scriptPid = Number(/script (\d+)/.exec(text)?.[1]);
      expect(scriptPid).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(alive(scriptPid)).toBe(true);
      process.kill(npx.pid ?? 0, 'SIGTERM');
      const stopBy = Date.now() + 5_000;
      while (alive(scriptPid) && Date.now() < stopBy) await new Promise((resolve) => setTimeout(resolve, 100));
      const left = alive(scriptPid);
      if (left) process.kill(scriptPid, 'SIGKILL');
      expect(left).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 20_000);
});
