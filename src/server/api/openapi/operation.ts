import 'server-only';
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** One documented API call. Schemas are the same zod objects the route parses with. */
export type Operation = {
  method: HttpMethod;
  /** OpenAPI form: `/api/WeightLog/user/{userId}`. */
  path: string;
  summary: string;
  tag: string;
  /** False only for the public calls (registration). */
  auth?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success statuses and their body (none for 204). */
  responses: Record<number, { description: string; schema?: z.ZodType; headers?: Record<string, string> }>;
  /** Error statuses this call can answer, each with a problem+json body. */
  errors: number[];
};
