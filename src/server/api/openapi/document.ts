import 'server-only';
import { z } from 'zod';
import type { ApiCall } from '@/lib/api/define';
import { allCalls } from '@/lib/api/calls';

const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Field errors keyed by the first path segment of the field.',
      additionalProperties: {
        type: 'object',
        required: ['key', 'values'],
        properties: { key: { type: 'string', description: 'A message key under `Validation`.' }, values: { type: 'object', additionalProperties: { type: 'number' } } },
      },
    },
  },
} as const;

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input (field errors in `errors`), or a body that is not JSON',
  401: 'No valid bearer token',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with stored data',
  429: 'Too many attempts',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete converted.$schema; // embedded schemas take the document's dialect
  return converted;
}

function parameters(op: ApiCall) {
  const list: unknown[] = [];
  for (const [where, schema] of [['path', op.params], ['query', op.query]] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

function describe(op: ApiCall) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    const headers = response.headers
      ? { headers: Object.fromEntries(Object.entries(response.headers).map(([name, description]) => [name, { description, schema: { type: 'integer', minimum: 0 } }])) }
      : {};
    const content = response.schema
      ? { content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } }
      : response.mediaTypes
        ? { content: Object.fromEntries(response.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
        : {};
    responses[status] = { description: response.description, ...headers, ...content };
  }
  const anonymous = op.access === 'anonymous';
  const errors = new Set([...op.errors, ...(anonymous ? [] : [401]), ...(op.rateLimited ? [429] : [])]);
  for (const status of [...errors].sort()) {
    responses[String(status)] = { description: errorDescriptions[status] ?? 'Error', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
  }
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: op.summary,
    tags: [op.tag],
    ...(anonymous ? { security: [] } : {}),
    parameters: parameters(op),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the product API, built from the routes' own zod schemas. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of allCalls) (paths[op.path] ??= {})[op.method] = describe(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Community Weight Tracker API',
      version: '1.0.0',
      description: 'The product API. Rules and bounds: docs/api.md. Errors are RFC 9457 problem+json.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `accessToken` of the next-auth session.' } },
      schemas: { Problem: problemSchema },
    },
    paths,
  };
}
