import { customerAt, type SimulatedSystem, type SimulationModel } from './simulation-model';
import { SimulationStep } from './simulation-step';

/**
 * A step on one live customer of a system: `pick` chooses among its live customers (fast-check
 * shrinks it like any number), and the step applies while the system has one.
 */
export abstract class CustomerStep<System extends SimulatedSystem = SimulatedSystem> extends SimulationStep {
  constructor(
    readonly system: System,
    readonly pick: number,
  ) {
    super();
  }

  override check(model: Readonly<SimulationModel>): boolean {
    return this.customerIn(model) !== undefined;
  }

  /** The customer picked, among the system's live customers of the model. */
  protected customerIn(model: Readonly<SimulationModel>) {
    return customerAt(model, this.system, this.pick);
  }
}
