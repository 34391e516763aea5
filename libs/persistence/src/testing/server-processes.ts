import { readdirSync, readFileSync } from 'node:fs';

/**
 * Test support: the postmaster and every process it started (backends, checkpointer, io workers…),
 * read from /proc, as the tests that freeze or kill the embedded PostgreSQL find them.
 */
export function serverProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Field 4, the parent's pid, comes after the command name in parentheses.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Sends `signal` to each of `pids`; one that ended since it was listed (a backend finishing its
 * session, on a loaded machine) is skipped, not an error. The pids it reached come back.
 */
export function signalProcesses(pids: readonly number[], signal: NodeJS.Signals): number[] {
  const reached: number[] = [];
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
      reached.push(pid);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  return reached;
}
