import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = Record<string, unknown>;

/** What this checker reads; anything else that could change the meaning (oneOf, anyOf…) is refused. */
const STRUCTURE = new Set([
  '$ref',
  'allOf',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'nullable',
]);
const ANNOTATIONS = new Set(['description', 'example', 'format', 'minimum', 'maximum', 'default', 'title']);

/**
 * Where `value` differs from `schema` (OpenAPI 3.0): a wrong type, a null that is not nullable, a
 * missing field, or a field the document does not name. Empty when the value conforms.
 */
export function schemaMismatches(
  document: OpenAPIObject,
  schema: Schema,
  value: unknown,
  at: string,
): string[] {
  for (const key of Object.keys(schema)) {
    if (!STRUCTURE.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-'))
      throw new Error(`${at}: the checker does not read '${key}'`);
  }
  // A nullable reference (`allOf: [$ref]` or `$ref` beside `nullable: true`) takes null.
  if (value === null && schema.nullable === true) return [];
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name] as Schema | undefined;
    if (!target) return [`${at}: ${schema.$ref} is not in the document`];
    return schemaMismatches(document, target, value, at);
  }
  // Nest wraps a named enum as allOf: [$ref]; every member must hold.
  if (Array.isArray(schema.allOf)) {
    return (schema.allOf as Schema[]).flatMap((member) => schemaMismatches(document, member, value, at));
  }
  if (value === null) return schema.nullable === true ? [] : [`${at} is null, not nullable`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    return [`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`];
  }
  switch (schema.type) {
    case 'string':
    case 'boolean':
      return typeof value === schema.type ? [] : [`${at} is ${describe(value)}, not a ${schema.type}`];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? []
        : [`${at} is ${describe(value)}, not a number`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at} is ${describe(value)}, not an integer`];
    case 'array':
      if (!Array.isArray(value)) return [`${at} is ${describe(value)}, not an array`];
      return value.flatMap((item, index) =>
        schemaMismatches(document, schema.items as Schema, item, `${at}[${index}]`),
      );
    case 'object':
      return objectMismatches(document, schema, value, at);
    default:
      throw new Error(`${at}: the checker does not read type ${JSON.stringify(schema.type)}`);
  }
}

function objectMismatches(document: OpenAPIObject, schema: Schema, value: unknown, at: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${at} is ${describe(value)}, not an object`];
  }
  const fields = value as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const extra = schema.additionalProperties as Schema | true | undefined;
  // `additionalProperties: true`: a free-form map (an audit entry's details), any value allowed.
  if (extra === true) {
    return required.filter((name) => !(name in fields)).map((name) => `${at}.${name} is missing`);
  }
  return [
    ...required.filter((name) => !(name in fields)).map((name) => `${at}.${name} is missing`),
    ...Object.entries(fields).flatMap(([name, field]) => {
      const fieldSchema = properties[name] ?? extra;
      if (!fieldSchema) return [`${at}.${name} is not in the document`];
      return schemaMismatches(document, fieldSchema, field, `${at}.${name}`);
    }),
  ];
}

function describe(value: unknown): string {
  return Array.isArray(value)
    ? 'an array'
    : value === undefined
      ? 'absent'
      : `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Where a real answer of the API differs from what its document promises for that route and status.
 * Errors of any status must be `{message, code?}`; a success status must be documented for the route.
 */
export function answerMismatches(
  document: OpenAPIObject,
  answer: { method: string; route: string; status: number; body: unknown },
): string[] {
  const path = answer.route.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[answer.method.toLowerCase() as 'get'];
  const where = `${answer.method} ${path} ${answer.status}`;
  if (!operation) return [`${answer.method} ${path} is not in the document`];
  const documented = operation.responses[answer.status] as
    { content?: Record<string, { schema?: Schema }> } | undefined;
  const schema: Schema | undefined =
    documented?.content?.['application/json']?.schema ??
    (answer.status >= 400 ? { $ref: '#/components/schemas/ErrorResponse' } : undefined);
  if (!documented && answer.status < 400) return [`${where} is not documented`];
  if (!schema) return answer.body === undefined ? [] : [`${where} has a body the document does not describe`];
  return schemaMismatches(document, schema, answer.body, where);
}
