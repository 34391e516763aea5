import { ApiParam } from '@nestjs/swagger';

/** The `{system}` of every metered group's path: a row of billing_systems, not a fixed list. */
export function MeteredSystemParam(): MethodDecorator & ClassDecorator {
  return ApiParam({
    name: 'system',
    type: String,
    description: 'A metered billing system of billing_systems: kwh, mahmoud-kwh, baydawi-kwh, …',
    example: 'mahmoud-kwh',
  });
}
