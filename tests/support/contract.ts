import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};

let compiled: Promise<Contract> | undefined;

type Contract = {
  /** The documented operation (path template) for a concrete method and path, if any. */
  find: (method: string, path: string) => { template: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> } | undefined;
  validator: (template: string, method: string, status: number, contentType: string) => ValidateFunction | null | 'undocumented';
};

function templateToRegExp(template: string): RegExp {
  return new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{[^}]+\\?\}/g, '[^/]+')
      .replace(/\{[^}]+\}/g, '[^/]+')}$`,
  );
}

async function load(baseUrl: string): Promise<Contract> {
  const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'components', ...doc.components }, 'components');
  const templates = Object.keys(doc.paths).map((template) => ({ template, pattern: templateToRegExp(template) }));
  const cache = new Map<string, ValidateFunction | null>();
  const response = (template: string, method: string, status: number) => doc.paths[template]?.[method.toLowerCase()]?.responses[String(status)];
  return {
    find(method, path) {
      const pathname = path.split('?')[0]!;
      // Prefer a literal segment over a parameter: `/api/Account/org-admins` before `/api/Account/{id}`.
      const matches = templates.filter((t) => t.pattern.test(pathname) && doc.paths[t.template]![method.toLowerCase()]);
      matches.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
      const match = matches[0];
      return match ? { template: match.template, responses: doc.paths[match.template]![method.toLowerCase()]!.responses } : undefined;
    },
    validator(template, method, status, contentType) {
      // The answer's own media type when the call documents several (an export), else JSON.
      const own = contentType.split(';')[0]!.trim().toLowerCase();
      const media = contentType.includes('problem+json')
        ? 'application/problem+json'
        : response(template, method, status)?.content?.[own]
          ? own
          : 'application/json';
      const key = `${method} ${template} ${status} ${media}`;
      const documented = response(template, method, status);
      if (!documented) return 'undocumented';
      if (!cache.has(key)) {
        // Only a JSON body is checked against a schema (a CSV's text is the test's to read).
        const json = media === 'application/json' || media.endsWith('+json');
        const schema = json ? (documented.content?.[media]?.schema as Record<string, unknown> | undefined) : undefined;
        const rewritten = schema ? JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"components#/')) : null;
        cache.set(key, rewritten ? ajv.compile(rewritten) : null);
      }
      return cache.get(key)!;
    },
  };
}

/**
 * Checks a response against the OpenAPI document: a documented call may only answer a
 * documented status, with a body of the documented shape. Returns the problems found.
 */
export async function contractViolations(baseUrl: string, method: string, path: string, status: number, contentType: string, body: unknown): Promise<string[]> {
  compiled ??= load(baseUrl);
  const contract = await compiled;
  const operation = contract.find(method, path);
  if (!operation) return [];
  const validate = contract.validator(operation.template, method, status, contentType);
  if (validate === 'undocumented') return [`${method} ${operation.template} answered ${status}, which the OpenAPI document does not list`];
  if (validate && !validate(body)) return [`${method} ${operation.template} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`];
  return [];
}
