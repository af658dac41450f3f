import 'server-only';
import { z } from 'zod';
import { isRateLimited, personBudgetOf, type ApiCall, type PersonBudget, type ResponseSpec } from '@/lib/api/define';
import { allCalls } from '@/lib/api/calls';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '@/lib/schemas/idempotency';
import { isHttpsOrigin } from '@/server/http/security-headers';
import { problemSchema } from './problem-schema';
import { withImpliedBounds } from './schema-bounds';

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input (field errors in `errors`), or a body that is not JSON',
  401: 'No valid bearer token',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with stored data',
  422: 'The `Idempotency-Key` was already used for another request (another method, path or body)',
  413: 'The request body is over its limit (docs/api.md "Limits")',
  429: 'Refused by a rate limit (docs/api.md "Limits"): try again after `Retry-After` seconds',
  431: 'The request headers, or the User-Agent alone, are over their limit',
  500: 'An unexpected error (no details are given)',
  503: 'The database is unreachable or still opening; try again after `Retry-After` seconds',
};

/** What the tags group (operation-tag-defined): one per resource of SPEC §7. */
const tags = [
  { name: 'Auth', description: 'Registration, email links and linked external sign-ins' },
  { name: 'Account', description: 'Organisations, invitations and members' },
  { name: 'User', description: "The caller's own user and profile" },
  { name: 'WeightLog', description: 'Weight entries' },
  { name: 'WeightLossGoal', description: 'Personal and organisation goals' },
  { name: 'CommunityProgress', description: 'The community total' },
  { name: 'Coalition', description: "The coalition's outcome figures, for its Admin (small groups suppressed)" },
  { name: 'Media', description: 'YouTube titles and thumbnails for the content pages' },
  { name: 'Shell', description: "Crash reports and the editors' preview" },
  { name: 'Accessibility', description: "Reports of accessibility problems, from the accessibility statement's form" },
];

/**
 * What any call can answer besides its own errors: 431 from the header guards in front of
 * everything (src/server/http), 500, and 503 when the database is unreachable — not for the
 * calls Next.js serves (`servedByNext`), which read no database.
 */
const anyCallErrors = (op: ApiCall) => [431, 500, ...(op.servedByNext ? [] : [503])];

const seconds = { type: 'integer', format: 'int32', minimum: 1, maximum: 3600 } as const;
const retryAfterHeader = { 'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: seconds } };

/** What a per-person budget covers, for the header's description (docs/api.md lists the numbers). */
const budgetWords: Record<PersonBudget, string> = {
  read: 'reads a person may make a minute',
  write: 'changes a person may make a minute',
  mail: 'calls that mail someone a person may make in 10 minutes',
  export: 'exports a person may make an hour (one at a time)',
  import: 'imports (previews and commits) a person may make an hour (one at a time)',
};

/**
 * Sent once the request counted against its limit: per client address (anonymous calls) or per
 * person (signed-in calls); not on answers refused before (400 of an anonymous call, 401, 413, 431).
 */
function rateLimitHeaders(op: ApiCall) {
  const budget = personBudgetOf(op);
  const limit = budget ? `The ${budget} budget: ${budgetWords[budget]}` : 'Requests a client address may make in the window';
  return {
    // The budgets are settings (RATE_LIMIT_*): any safe integer.
    'RateLimit-Limit': { description: limit, schema: { type: 'integer', format: 'int64', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    'RateLimit-Remaining': {
      description: 'Requests left in the window',
      schema: { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    },
    'RateLimit-Reset': { description: 'Seconds until the window ends', schema: seconds },
  };
}

/** On a success of an idempotent call: the answer is the stored one of an earlier request. */
const replayedHeader = {
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description: `\`true\` when this is the stored answer of an earlier request with the same \`${IDEMPOTENCY_KEY_HEADER}\` (nothing was changed again); absent otherwise`,
    schema: { type: 'string', enum: ['true'] },
  },
};

/** Headers of an answer with this status: the limits', 503's Retry-After and a replay's mark. */
function headersFor(op: ApiCall, status: number): Record<string, unknown> | undefined {
  const counted = (op.limitedPerAddress || personBudgetOf(op)) && (status < 300 || (status >= 400 && status < 500)) ? rateLimitHeaders(op) : {};
  const retry = status === 503 || (status === 429 && isRateLimited(op)) ? retryAfterHeader : {};
  const replayed = op.idempotent && status < 300 ? replayedHeader : {};
  const headers = { ...counted, ...retry, ...replayed };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete converted.$schema; // embedded schemas take the document's dialect
  return withImpliedBounds(converted);
}

function parameters(op: ApiCall) {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  if (op.idempotent) {
    const { description, ...schema } = jsonSchema(idempotencyKeySchema, 'input') as { description: string };
    list.push({ name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, description, schema });
  }
  return list;
}

/** A count header (`X-Total-Count`): a row count, which PostgreSQL's count() keeps within int64. */
function countHeader(description: string) {
  return { description, schema: { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } };
}

/** A file to save (an export): its name, with the day it was made. */
const attachmentHeader = {
  'Content-Disposition': {
    description: 'attachment; filename="…", the file name carrying the day the file was made',
    required: true,
    schema: { type: 'string', maxLength: 200 },
  },
};

/** OpenAPI 3.1: a binary body is described by its media type alone; a JSON one by its schema too. */
function mediaContent(mediaTypes: NonNullable<ResponseSpec['mediaTypes']>) {
  const entries: [string, z.ZodType | null][] = Array.isArray(mediaTypes) ? mediaTypes.map((type: string) => [type, null]) : Object.entries(mediaTypes);
  return Object.fromEntries(entries.map(([type, schema]) => [type, schema ? { schema: jsonSchema(schema, 'output') } : {}]));
}

function successResponses(op: ApiCall) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    const counts = Object.entries(response.headers ?? {}).map(([name, description]) => [name, countHeader(description)]);
    const all = { ...Object.fromEntries(counts), ...(response.attachment ? attachmentHeader : {}), ...headersFor(op, Number(status)) };
    const headers = Object.keys(all).length > 0 ? { headers: all } : {};
    const content = response.schema
      ? { content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } }
      : response.mediaTypes
        ? { content: mediaContent(response.mediaTypes) }
        : {};
    responses[status] = { description: response.description, ...headers, ...content };
  }
  return responses;
}

/** The error statuses a call can answer: its own, then those of the guards in front of it. */
function errorStatuses(op: ApiCall): number[] {
  const guards = [
    ...(op.access === 'anonymous' ? [] : [401]),
    ...(op.body ? [413] : []),
    ...(isRateLimited(op) ? [429] : []),
    ...(op.idempotent ? [400, 409, 422] : []),
  ];
  return [...new Set([...op.errors, ...guards, ...anyCallErrors(op)])].sort((a, b) => a - b);
}

function describe(op: ApiCall) {
  const responses = successResponses(op);
  for (const status of errorStatuses(op)) {
    responses[String(status)] = {
      description: errorDescriptions[status] ?? 'Error',
      ...(headersFor(op, status) ? { headers: headersFor(op, status) } : {}),
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  const anonymous = op.access === 'anonymous';
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: op.summary,
    ...(op.description ? { description: typeof op.description === 'string' ? op.description : op.description.join('\n\n') } : {}),
    tags: [op.tag],
    ...(anonymous ? { security: [] } : {}),
    parameters: parameters(op),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the product API, built from the call definitions' own zod schemas. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of allCalls) (paths[op.path] ??= {})[op.method] = describe(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Community Weight Tracker API',
      version: '1.0.0',
      description: 'The product API. Authentication, limits, errors and idempotency: docs/api.md. Errors are RFC 9457 problem+json.',
    },
    servers: [
      {
        url: serverUrl,
        // The origin this document is served from (NEXTAUTH_URL): one deployment, public.
        description: isHttpsOrigin(serverUrl) ? 'This deployment (production)' : 'This local run (http on localhost)',
        'x-internal': false,
      },
    ],
    security: [{ bearer: [] }],
    tags,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The `accessToken` of the next-auth session: a short-lived JWS following RFC8725 (HS256 only, `typ` JWT, issuer and audience checked, `exp` required; src/server/auth/access-token.ts).',
        },
      },
      schemas: { Problem: problemSchema },
    },
    paths,
  };
}
