import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents the bearer scheme and the problem+json errors', async () => {
    const document = await (await fetch(`${baseUrl()}/api/openapi.json`)).json();
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const logWeight = document.paths['/api/WeightLog/log-weight'].post;
    expect(Object.keys(logWeight.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '403']));
    expect(logWeight.responses['400'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/Problem');
    expect(logWeight.requestBody.content['application/json'].schema.required).toEqual(['weight', 'logDate']);
  });
});
