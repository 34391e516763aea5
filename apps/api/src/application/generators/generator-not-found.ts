import { NotFoundError } from '@kahraba/billing-domain';

export const generatorNotFound = () => new NotFoundError('المولد غير موجود', 'GENERATOR_NOT_FOUND');
export const generatorCostNotFound = () =>
  new NotFoundError('القيد غير موجود في سجل المولد', 'GENERATOR_COST_NOT_FOUND');
