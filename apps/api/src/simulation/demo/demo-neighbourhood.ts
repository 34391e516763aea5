import type { SimulatedSystem } from '../simulation-model';
import type { DemoChoices } from './demo-choices';
import {
  BUILDINGS,
  FAMILY_NAMES,
  FATHERS_NAMES,
  GIVEN_NAMES,
  MOBILE_PREFIXES,
  STREETS,
} from './lebanese-names';

/** A customer of the demo as the office writes them down. */
export interface DemoPerson {
  name: string;
  box: string;
  address: string;
  /** A Lebanese mobile as people write it («03 123 456»), or null: not everyone leaves one. */
  phone: string | null;
}

/** Neighbours per distribution box, as a real network has them. */
const NEIGHBOURS_PER_BOX = { min: 4, max: 10 } as const;

/**
 * The people of the demo's neighbourhood (docs/business-demo.md): plausible Lebanese names (a given
 * and a family name, the father's name between them when two customers of a system would share
 * both), addresses («شارع …، بناية …»), mobiles, and boxes filled street by street, several
 * customers a box; a newcomer of a later month joins a box that is there already.
 */
export class DemoNeighbourhood {
  private readonly names = new Map<SimulatedSystem, Set<string>>();
  private readonly boxes = new Map<SimulatedSystem, { box: number; left: number; street: string }>();

  constructor(private readonly choose: DemoChoices) {}

  /** The next customer of the first month: the current box, or a new one on a street when it is full. */
  resident(system: SimulatedSystem): DemoPerson {
    let current = this.boxes.get(system);
    if (current === undefined || current.left === 0) {
      current = {
        box: (current?.box ?? 0) + 1,
        left: this.choose.integer(NEIGHBOURS_PER_BOX.min, NEIGHBOURS_PER_BOX.max),
        street: this.choose.pick(STREETS),
      };
      this.boxes.set(system, current);
    }
    current.left -= 1;
    return this.person(system, current.box, current.street);
  }

  /** A customer of a later month, on one of the boxes the system has. */
  newcomer(system: SimulatedSystem): DemoPerson {
    const boxes = this.boxes.get(system)?.box ?? 1;
    return this.person(system, this.choose.integer(1, boxes), this.choose.pick(STREETS));
  }

  private person(system: SimulatedSystem, box: number, street: string): DemoPerson {
    return {
      name: this.uniqueName(system),
      box: String(box),
      address: `${street}، بناية ${this.choose.pick(BUILDINGS)}`,
      phone: this.choose.integer(1, 8) === 1 ? null : this.mobile(),
    };
  }

  private uniqueName(system: SimulatedSystem): string {
    const taken = this.names.get(system) ?? new Set<string>();
    this.names.set(system, taken);
    for (let attempt = 0; ; attempt += 1) {
      const given = this.choose.pick(GIVEN_NAMES);
      const family = this.choose.pick(FAMILY_NAMES);
      // Two neighbours with the same name are told apart by their fathers' names, as people do.
      // A crowded system names the grandfather too.
      const fathers =
        attempt === 0
          ? []
          : [FATHERS_NAMES, ...(attempt > 100 ? [FATHERS_NAMES] : [])].map((names) =>
              this.choose.pick(names),
            );
      const name = [given, ...fathers, family].join(' ');
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  }

  private mobile(): string {
    const digits = String(this.choose.integer(0, 999_999)).padStart(6, '0');
    return `${this.choose.pick(MOBILE_PREFIXES)} ${digits.slice(0, 3)} ${digits.slice(3)}`;
  }
}
