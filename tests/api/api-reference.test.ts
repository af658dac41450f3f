import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';

/** The reference page's own policy: its scripts from this origin only, no inline script, nothing framing it. */
const REFERENCE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers });
  return { response, text: await response.text() };
}

describe('GET /api/docs: the interactive API reference', () => {
  it('answers 200 with the Swagger UI page for /api/openapi.json, under its own policy', async () => {
    const { response, text } = await get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(REFERENCE_POLICY);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(text).toContain('<title>Community Weight Tracker API reference</title>');
    expect(text).toContain('<div id="swagger-ui"></div>');
    // No inline script (the policy would refuse it) and nothing from another origin.
    expect(text).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(text).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('serves every file the page names from the npm package, the start-up script pointing at the document', async () => {
    const { text } = await get('/api/docs');
    const files = [...text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files.map((file) => file.split('?')[0])).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    const answers = await Promise.all(files.map((file) => get(file)));
    for (const { response } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const [css, bundle, init] = answers;
    expect(css!.response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(bundle!.response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(bundle!.text).toContain('SwaggerUIBundle');
    expect(init!.text).toContain("url: '/api/openapi.json'");
    expect(init!.text).toContain('validatorUrl: null');
  });

  it('sends the bundle gzipped to a client that accepts it', async () => {
    const plain = await fetch(`${baseUrl()}/api/docs/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'identity' } });
    const zipped = await fetch(`${baseUrl()}/api/docs/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    // fetch decompresses: the same file either way.
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('keeps the strict policy on the document itself and on a file it does not serve', async () => {
    const { response } = await get('/api/openapi.json');
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
    const missing = await get('/api/docs/index.html');
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.response.headers.get('content-security-policy')).toBe(API_POLICY);
  });
});
