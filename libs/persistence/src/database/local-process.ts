import { readFileSync } from 'node:fs';

/**
 * What this machine says about a process, read from /proc where there is one (Linux); elsewhere
 * only whether the pid exists is known, and the answers below say so with null.
 */

/** Whether the process runs: it exists and has not exited (a zombie awaiting its parent has). */
export function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statFields(pid)?.[0] !== 'Z';
}

/** When the process started (clock ticks since boot): a pid reused by another process differs. */
export function processStartTime(pid: number): string | null {
  // Field 22 of /proc/<pid>/stat; the fields after the command name start at field 3.
  return statFields(pid)?.[19] ?? null;
}

/** The process's arguments, program first; null when they cannot be read. */
export function commandLineOf(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** Whether this machine has /proc, so that the answers above are known rather than null. */
export function canInspectProcesses(): boolean {
  return statFields(process.pid) !== null;
}

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself hold spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
