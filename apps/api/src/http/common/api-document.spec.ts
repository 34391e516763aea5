import { buildApiDocument } from '../../api-document';

describe('the OpenAPI document', () => {
  it('documents the answer of every route: a JSON schema for each success with a body', async () => {
    const document = await buildApiDocument();
    const undocumented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .flatMap(([method, operation]) => {
          const responses = (operation as { responses: Record<string, { content?: object }> }).responses;
          const successes = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
          const withoutBody = successes.filter(
            ([status, response]) => !['204', '302'].includes(status) && !response.content,
          );
          return successes.length === 0 || withoutBody.length > 0 ? [`${method.toUpperCase()} ${path}`] : [];
        }),
    );
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(undocumented).toEqual([]);
  });

  it('describes every error answer as {message, code?}', async () => {
    const document = await buildApiDocument();
    expect(document.components?.schemas?.ErrorResponse).toEqual({
      type: 'object',
      properties: { message: expect.objectContaining({ type: 'string' }), code: { type: 'string' } },
      required: ['message'],
    });
  });
});
