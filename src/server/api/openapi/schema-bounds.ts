import 'server-only';

type JsonSchema = Record<string, unknown>;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/** A UUID's text form (8-4-4-4-12 hex digits): zod's `uuid` pattern allows no other length. */
const UUID_LENGTH = 36;

/**
 * Bounds that follow from a schema itself, added where zod's JSON Schema leaves them implicit
 * (docs/decisions/0022): a `uuid` string is 36 characters long, and an integer is `int32` when
 * its minimum and maximum fit in 32 bits, `int64` otherwise (zod's `int()` stays within
 * JavaScript's safe integers). Walks every subschema; returns the same object, changed.
 */
export function withImpliedBounds<T>(schema: T): T {
  visit(schema);
  return schema;
}

function visit(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  if (schema.type === 'string' && schema.format === 'uuid' && schema.maxLength === undefined) schema.maxLength = UUID_LENGTH;
  if (schema.type === 'integer' && schema.format === undefined) {
    const fits = typeof schema.minimum === 'number' && typeof schema.maximum === 'number' && schema.minimum >= INT32_MIN && schema.maximum <= INT32_MAX;
    schema.format = fits ? 'int32' : 'int64';
  }
  for (const value of Object.values(schema)) visit(value);
}
