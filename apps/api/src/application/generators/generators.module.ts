import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddGeneratorHandler } from './add-generator.handler';
import { ArchiveGeneratorHandler } from './archive-generator.handler';
import { EditGeneratorHandler } from './edit-generator.handler';
import { GetEconomicsHistoryHandler } from './get-economics-history.handler';
import { GetGeneratorEconomicsHandler } from './get-generator-economics.handler';
import { ImportGeneratorCostsHandler } from './import-generator-costs.handler';
import { ListGeneratorCostsHandler } from './list-generator-costs.handler';
import { ListGeneratorsHandler } from './list-generators.handler';
import { MonthEconomics } from './month-economics';
import { RecordGeneratorCostHandler } from './record-generator-cost.handler';
import { VoidGeneratorCostHandler } from './void-generator-cost.handler';

/**
 * The generators context's handlers (docs/generator-economics.md), for the API and the CLI alike
 * (docs/developer-guide.md#the-three-floors).
 */
@Module({
  imports: [CqrsModule],
  providers: [
    AddGeneratorHandler,
    ArchiveGeneratorHandler,
    EditGeneratorHandler,
    GetEconomicsHistoryHandler,
    GetGeneratorEconomicsHandler,
    ImportGeneratorCostsHandler,
    ListGeneratorCostsHandler,
    ListGeneratorsHandler,
    MonthEconomics,
    RecordGeneratorCostHandler,
    VoidGeneratorCostHandler,
  ],
})
export class GeneratorsModule {}
