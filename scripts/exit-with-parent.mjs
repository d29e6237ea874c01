/**
 * Loaded into the processes `pnpm start` runs (`node --import …/exit-with-parent.mjs`, or imported
 * by scripts/start-demo.mjs itself): a process whose parent is gone — killed with SIGKILL, which it
 * cannot pass on — stops itself with SIGTERM, its own orderly shutdown, instead of running on as an
 * orphan. A package manager runs a script through `sh -c`, and that shell outlives a SIGKILLed
 * pnpm: when the parent is a shell, the shell's parent is watched too (Linux, through /proc). The
 * parents are checked twice a second; the check never keeps a process alive.
 */
import { readFileSync } from 'node:fs';

/** A process's parent pid and command name from /proc, or undefined where there is none. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]),
    };
  } catch {
    return undefined;
  }
}

const parent = process.ppid;
const parentStat = statOf(parent);
const shells = new Set(['sh', 'dash', 'bash', 'zsh']);
const grandparent = parentStat !== undefined && shells.has(parentStat.name) ? parentStat.ppid : undefined;

const watch = setInterval(() => {
  const gone =
    process.ppid !== parent
      ? parent
      : grandparent !== undefined && statOf(parent)?.ppid !== grandparent
        ? grandparent
        : undefined;
  if (gone === undefined) return;
  clearInterval(watch);
  console.error(`[seedshop] parent process ${gone} is gone; stopping ${process.pid}`);
  process.kill(process.pid, 'SIGTERM');
}, 500);
watch.unref();
