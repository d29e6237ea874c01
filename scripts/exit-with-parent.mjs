/**
 * Loaded into the processes `pnpm start` runs (`node --import …/exit-with-parent.mjs`, or imported
 * by scripts/start-demo.mjs itself): a process whose parent is gone — killed with SIGKILL, which it
 * cannot pass on — stops itself with SIGTERM, its own orderly shutdown, instead of running on as an
 * orphan. The parent is checked twice a second; the check never keeps a process alive.
 */
const parent = process.ppid;

const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  console.error(`[seedshop] parent process ${parent} is gone; stopping ${process.pid}`);
  process.kill(process.pid, 'SIGTERM');
}, 500);
watch.unref();
