/**
 * Loaded into the processes `pnpm start` runs (`node --import …/exit-with-parent.mjs`, or imported
 * by scripts/start-demo.mjs itself): a process whose parent is gone — killed with SIGKILL, which it
 * cannot pass on — stops itself with SIGTERM, its own orderly shutdown, instead of running on as an
 * orphan.
 *
 * Launchers sit between a terminal and the script: `npx` runs `sh -c pnpm`, pnpm runs the script
 * through another `sh -c`. A signal to the outer one ends it and maybe the shell below it, and the
 * rest live on (SIGTERM to `npx` left pnpm and the whole shop running). So the watched chain is the
 * parent and, above it, every ancestor that is a launcher itself — a shell running `-c` or a package
 * manager (npm, npx, pnpm, yarn) — up to the first that is neither (the terminal's shell, a service
 * manager, nohup's caller): when any process of the chain is gone, this process stops. Linux, through
 * /proc; the chain is checked twice a second, and the check never keeps a process alive.
 */
import { readFileSync } from 'node:fs';

/** A process's parent pid from /proc, or undefined when it is gone. */
export function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The command line's words, or [] when the process is gone. */
function argsOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
  } catch {
    return [];
  }
}

const shells = new Set(['sh', 'dash', 'bash', 'zsh', 'ash']);
const packageManager = /^(npm|npx|pnpm|pnpx|yarn|npm-cli|npx-cli)(\.c?js)?$/;

/** 'shell' for a shell running a command string, 'manager' for a package manager (npm's `npm exec` title included). */
function launcherKind(args) {
  const names = args.slice(0, 2).map((word) => word.slice(word.lastIndexOf('/') + 1));
  if (shells.has(names[0] ?? '')) return args.includes('-c') ? 'shell' : undefined;
  return names.some((name) => packageManager.test(name)) ? 'manager' : undefined;
}

export const isLauncher = (args) => launcherKind(args) !== undefined;

/**
 * This process's parent and the launchers above it, nearest first, each as the link from a child to
 * the parent it had. Above a `sh -c` its parent is watched whatever it is (a shell holds nothing of
 * its own); above a package manager only another launcher is.
 */
export function launcherChain(pid = process.pid, readParent = parentOf, readArgs = argsOf) {
  const first = readParent(pid);
  if (first === undefined || first <= 1) return [];
  const chain = [{ child: pid, parent: first }];
  let current = first;
  for (;;) {
    const next = readParent(current);
    if (next === undefined || next <= 1) break;
    const nextIsLauncher = isLauncher(readArgs(next));
    if (launcherKind(readArgs(current)) !== 'shell' && !nextIsLauncher) break;
    chain.push({ child: current, parent: next });
    if (!nextIsLauncher) break;
    current = next;
  }
  return chain;
}

const chain = launcherChain();

const watch = setInterval(() => {
  // A process whose parent died is adopted by another (init or a subreaper): its parent changes.
  const broken = chain.find(({ child, parent }) =>
    child === process.pid ? process.ppid !== parent : parentOf(child) !== parent,
  );
  if (broken === undefined) return;
  clearInterval(watch);
  console.error(`[seedshop] parent process ${broken.parent} is gone; stopping ${process.pid}`);
  process.kill(process.pid, 'SIGTERM');
}, 500);
watch.unref();
