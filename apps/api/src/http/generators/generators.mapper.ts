import { Month, type DualAmount, type GeneratorEconomics } from '@kahraba/billing-domain';
import type { DualAmountResponse, GeneratorEconomicsResponse } from './generators.response';

const dual = (amount: DualAmount): DualAmountResponse => ({
  usd: amount.usd.toNumber(),
  lbp: amount.lbp.pounds,
});

export function toGeneratorEconomicsResponse(economics: GeneratorEconomics): GeneratorEconomicsResponse {
  return {
    month: economics.month,
    label: Month.parse(economics.month).label(),
    exchangeRate: economics.rate.toNumber(),
    kwhBilled: economics.kwhBilled.toNumber(),
    litres: economics.litresHundredths / 100,
    hours: economics.hoursHundredths / 100,
    costs: {
      diesel: dual(economics.costs.diesel),
      maintenance: dual(economics.costs.maintenance),
      other: dual(economics.costs.other),
      total: dual(economics.totalCost),
    },
    costPerKwh: economics.costPerKwh && {
      usd: economics.costPerKwh.usdTenThousandths / 10_000,
      lbp: economics.costPerKwh.lbp,
    },
    billed: dual(economics.billed),
    collected: dual(economics.collected),
    profit: {
      collectedLessCosts: dual(economics.profit.collectedLessCosts),
      billedLessCosts: dual(economics.profit.billedLessCosts),
    },
  };
}
