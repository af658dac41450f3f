import 'server-only';
import { MAX_HEADER_BYTES } from '@/server/http/guards/header-limits';

/** Message keys under `Validation` (messages/*.json) have at most 18 letters today. */
const MESSAGE_KEY_MAX_LENGTH = 64;

/** RFC 9457 problem+json as src/server/errors.ts writes it; every bound is one the server keeps. */
export const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status'],
  properties: {
    type: { type: 'string', description: 'A relative URI naming the kind: `/problems/not-found`, …', pattern: '^/problems/[a-z-]+$', maxLength: 64 },
    title: { type: 'string', description: 'The fixed title of the kind', maxLength: 64 },
    status: { type: 'integer', format: 'int32', minimum: 400, maximum: 599 },
    detail: {
      type: 'string',
      // The longest detail names the request's path, which the header limit bounds.
      maxLength: MAX_HEADER_BYTES,
    },
    errors: {
      type: 'object',
      description: 'Field errors keyed by the first path segment of the field.',
      additionalProperties: {
        type: 'object',
        required: ['key', 'values'],
        properties: {
          key: { type: 'string', description: 'A message key under `Validation`.', pattern: '^[a-zA-Z]+$', maxLength: MESSAGE_KEY_MAX_LENGTH },
          values: { type: 'object', description: 'The numbers the message interpolates (`maximum`, …).', additionalProperties: { type: 'number' } },
        },
      },
    },
  },
} as const;
