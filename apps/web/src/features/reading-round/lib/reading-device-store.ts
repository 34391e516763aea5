import type { components } from '../../../types/api-schema';
import { deviceStorage as storage } from '../../../lib/device-storage';
import { deviceOutbox } from '../../../lib/offline-outbox';
import { readingOutbox } from './reading-queue';

export type ReadingRound = components['schemas']['ReadingRoundResponse'];
export type RoundCustomer = components['schemas']['RoundCustomerResponse'];

/** What the reader's phone keeps between visits: the readings not yet sent, the round. */
const QUEUE_KEY = 'kahraba.read.queue';
const ROUND_PREFIX = 'kahraba.read.round.';
const CHOICE_KEY = 'kahraba.read.choice';
const GROUP_NAMES_KEY = 'kahraba.read.groups';

/** Throws on write when the device cannot keep it: the reading is then not taken. */
export const deviceReadingQueue = deviceOutbox(QUEUE_KEY, readingOutbox);

export interface KeptRound {
  round: ReadingRound;
  savedAt: string;
}

const roundKey = (system: string, boxes: readonly string[]) => `${ROUND_PREFIX}${system}:${boxes.join(',')}`;

export function keptRound(system: string, boxes: readonly string[]): KeptRound | null {
  try {
    const text = storage()?.getItem(roundKey(system, boxes));
    const kept = text ? (JSON.parse(text) as KeptRound) : null;
    return kept && Array.isArray(kept.round?.customers) ? kept : null;
  } catch {
    return null;
  }
}

export function keepRound(system: string, boxes: readonly string[], kept: KeptRound): void {
  try {
    storage()?.setItem(roundKey(system, boxes), JSON.stringify(kept));
  } catch {
    // Not kept: offline the round is then the one in memory.
  }
}

/** A round kept on the phone, as the offline page lists it. */
export interface RoundOnPhone extends KeptRound {
  system: string;
  boxes: string[];
}

/** Every round kept on this phone, the latest downloaded first. */
export function keptRounds(): RoundOnPhone[] {
  const store = storage();
  if (!store) return [];
  const rounds: RoundOnPhone[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(ROUND_PREFIX)) continue;
    const [system, boxes = ''] = key.slice(ROUND_PREFIX.length).split(':');
    const choice = { system, boxes: boxes.split(',') };
    const kept = keptRound(choice.system, choice.boxes);
    if (kept) rounds.push({ ...choice, ...kept });
  }
  return rounds.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The groups' names as last read online, so that the phone names them offline too. */
export function keepGroupNames(names: Record<string, string>): void {
  try {
    storage()?.setItem(GROUP_NAMES_KEY, JSON.stringify(names));
  } catch {
    // Only a comfort: offline the group is then named by its id.
  }
}

export function keptGroupNames(): Record<string, string> {
  try {
    const text = storage()?.getItem(GROUP_NAMES_KEY);
    const names: unknown = text ? JSON.parse(text) : null;
    return typeof names === 'object' && names !== null ? (names as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export interface RoundChoice {
  system: string;
  boxes: string[];
}

export function chosenRound(): RoundChoice | null {
  try {
    const text = storage()?.getItem(CHOICE_KEY);
    const choice = text ? (JSON.parse(text) as RoundChoice) : null;
    return choice && typeof choice.system === 'string' && Array.isArray(choice.boxes) ? choice : null;
  } catch {
    return null;
  }
}

export function rememberRound(choice: RoundChoice | null): void {
  try {
    if (choice === null) storage()?.removeItem(CHOICE_KEY);
    else storage()?.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Only a comfort.
  }
}
