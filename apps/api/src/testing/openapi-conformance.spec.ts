import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from '../api-document';
import { answerMismatches, schemaMismatches } from './openapi-conformance';

const document = {
  openapi: '3.0.0',
  info: { title: 'sample', version: '1' },
  paths: {
    '/api/records/{id}': {
      get: {
        responses: {
          200: {
            description: '',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Record' } } },
          },
        },
      },
      delete: { responses: { 204: { description: '' } } },
    },
  },
  components: {
    schemas: {
      Record: {
        type: 'object',
        properties: {
          customerNumber: { type: 'integer' },
          amount: { type: 'number' },
          box: { type: 'string', nullable: true },
          status: { allOf: [{ $ref: '#/components/schemas/Status' }] },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['customerNumber', 'amount', 'box', 'status'],
      },
      Status: { type: 'string', enum: ['paid', 'unpaid'] },
      ErrorResponse: {
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' } },
        required: ['message'],
      },
    },
  },
} as unknown as OpenAPIObject;

const record = { $ref: '#/components/schemas/Record' };
const valid = { customerNumber: 1000, amount: 52.5, box: null, status: 'paid', tags: ['a'] };

describe('an answer held to the OpenAPI document', () => {
  it('accepts an answer exactly as documented', () => {
    expect(schemaMismatches(document, record, valid, 'answer')).toEqual([]);
  });

  it('refuses money sent as text where the document promises a number', () => {
    expect(schemaMismatches(document, record, { ...valid, amount: '52.50' }, 'answer')).toEqual([
      'answer.amount is string "52.50", not a number',
    ]);
  });

  it('refuses a fraction where the document promises an integer', () => {
    expect(schemaMismatches(document, record, { ...valid, customerNumber: 1000.5 }, 'answer')).toHaveLength(
      1,
    );
  });

  it('refuses null in a field that is not nullable, and accepts it in one that is', () => {
    expect(schemaMismatches(document, record, { ...valid, amount: null }, 'answer')).toEqual([
      'answer.amount is null, not nullable',
    ]);
    expect(schemaMismatches(document, record, { ...valid, box: 'A' }, 'answer')).toEqual([]);
  });

  it('refuses a field the document does not name, and a missing required one', () => {
    const { box: _box, ...withoutBox } = valid;
    expect(schemaMismatches(document, record, { ...withoutBox, keptCustom: 2 }, 'answer')).toEqual([
      'answer.box is missing',
      'answer.keptCustom is not in the document',
    ]);
  });

  it('refuses a value outside a named enum and a wrong item in a list', () => {
    expect(schemaMismatches(document, record, { ...valid, status: 'partial', tags: [1] }, 'answer')).toEqual([
      'answer.status is "partial", not one of ["paid","unpaid"]',
      'answer.tags[0] is number 1, not a string',
    ]);
  });

  it('reads the route as Express names it and refuses a success status the route does not document', () => {
    const answer = { method: 'GET', route: '/api/records/:id', body: valid };
    expect(answerMismatches(document, { ...answer, status: 200 })).toEqual([]);
    expect(answerMismatches(document, { ...answer, status: 201 })).toEqual([
      'GET /api/records/{id} 201 is not documented',
    ]);
  });

  it('holds every error answer to {message, code?}', () => {
    const failed = { method: 'GET', route: '/api/records/:id', status: 404 };
    expect(
      answerMismatches(document, { ...failed, body: { message: 'غير موجود', code: 'NOT_FOUND' } }),
    ).toEqual([]);
    expect(answerMismatches(document, { ...failed, body: { error: 'Not Found' } })).toEqual([
      'GET /api/records/{id} 404.message is missing',
      'GET /api/records/{id} 404.error is not in the document',
    ]);
  });

  it('refuses a body on an answer documented without one', () => {
    const removed = { method: 'DELETE', route: '/api/records/:id', status: 204 };
    expect(answerMismatches(document, { ...removed, body: undefined })).toEqual([]);
    expect(answerMismatches(document, { ...removed, body: { ok: true } })).toHaveLength(1);
  });

  it('refuses a schema keyword it cannot read rather than passing it', () => {
    expect(() => schemaMismatches(document, { oneOf: [] }, 1, 'answer')).toThrow("does not read 'oneOf'");
  });

  it("finds the API's own table-config answer with a number where it promises text", async () => {
    const api = await buildApiDocument();
    const answer = { method: 'GET', route: '/api/table-config', status: 200 };
    expect(answerMismatches(api, { ...answer, body: { mahmoudBoxes: '5-7', baydawiBoxes: '1-4' } })).toEqual(
      [],
    );
    expect(answerMismatches(api, { ...answer, body: { mahmoudBoxes: '5-7', baydawiBoxes: 14 } })).toEqual([
      'GET /api/table-config 200.baydawiBoxes is number 14, not a string',
    ]);
  });
});
