import { userInfo } from 'node:os';
import type { INestApplicationContext } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListUsersQuery } from '@kahraba/api';
import { terminalActorOf } from '@kahraba/billing-domain';
import { UsageError } from './usage-error';

/** The user named by the global `--as EMAIL`: as typed, then as stored once found active. */
const actingFor: { asked?: string; found?: string } = {};

/** Remembers `--as EMAIL` (docs/operator-guide.md#users-and-the-audit-log) for the command about to run. */
export function actFor(email: string | undefined): void {
  actingFor.asked = email?.trim() || undefined;
  actingFor.found = undefined;
}

/**
 * Checks `--as` before anything runs: an existing, active user (bad usage, exit 2, otherwise); the
 * entries then name the e-mail as stored.
 */
export async function confirmActingUser(app: INestApplicationContext): Promise<void> {
  const asked = actingFor.asked;
  if (asked === undefined) return;
  const users = await app.get(QueryBus).execute(new ListUsersQuery());
  const user = users.find((candidate) => candidate.email.toLowerCase() === asked.toLowerCase());
  if (!user?.active)
    throw new UsageError(`لا يوجد مستخدم فعّال بالبريد ${asked} (--as)`, 'UNKNOWN_ACTING_USER');
  actingFor.found = user.email;
}

/**
 * Who the terminal's changes are recorded for: the OS account running it (the real one: USER is
 * unset under cron and root, and anyone can set it), with the user of `--as` beside it.
 */
export function cliActor(): string {
  if (actingFor.asked !== undefined && actingFor.found === undefined)
    throw new Error('--as is checked before a command runs (confirmActingUser)');
  return terminalActorOf(osUserName(), actingFor.found);
}

function osUserName(): string {
  try {
    const name = userInfo().username;
    if (name) return name;
  } catch {
    // A uid without an entry in /etc/passwd (some containers): what the environment says, if anything.
  }
  return process.env.USER || process.env.LOGNAME || `uid-${process.getuid?.() ?? 'unknown'}`;
}
