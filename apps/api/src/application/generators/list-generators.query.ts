import { Query } from '@nestjs/cqrs';
import type { GeneratorView } from './generator.view';

/** The generators not archived, by name. */
export class ListGeneratorsQuery extends Query<GeneratorView[]> {}
