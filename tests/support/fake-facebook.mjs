// A local server that speaks Facebook's OAuth 2 login, for the end-to-end tests: the login
// dialog (GET /v11.0/dialog/oauth), the code exchange (POST /oauth/access_token) and the Graph
// profile (GET /me?fields=…). It is not OpenID Connect: no discovery, no id token, as Facebook.
// Its dialog is a form where the test types who signs in (email and display name); the Graph id
// is derived from the email, so the same email is the same Facebook identity again.
// Run: node tests/support/fake-facebook.mjs PORT APP_URL
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { exitWithParent } from './exit-with-parent.mjs';

// Keep in step with tests/support/oidc-clients.ts (what the app is configured with).
export const FACEBOOK_CLIENT = { clientId: 'test-facebook-client', clientSecret: 'test-facebook-secret-0123456789' };

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function json(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Facebook's error shape on the Graph API. */
const graphError = (res, status, message) => json(res, status, { error: { message, type: 'OAuthException', code: 190 } });

export function startFakeFacebook({ port, appUrl }) {
  // One registered redirect per app (comma-separated `appUrl`): the e2e run has one app per viewport.
  const redirectUris = String(appUrl)
    .split(',')
    .map((url) => `${url}/api/auth/callback/facebook`);
  /** code → the person who said yes and where they were sent back, for one exchange. */
  const codes = new Map();
  /** access token → the person. */
  const tokens = new Map();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'GET' && url.pathname === '/health') return json(res, 200, { ok: true });

    if (req.method === 'GET' && url.pathname === '/v11.0/dialog/oauth') {
      const q = url.searchParams;
      if (q.get('client_id') !== FACEBOOK_CLIENT.clientId || !redirectUris.includes(q.get('redirect_uri') ?? '') || q.get('response_type') !== 'code') {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('Invalid dialog request');
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><title>Log in to Facebook</title>
<form method="post" action="/v11.0/dialog/oauth" aria-label="Log in to Facebook">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" required></label>
<input type="hidden" name="state" value="${escapeHtml(q.get('state') ?? '')}">
<input type="hidden" name="scope" value="${escapeHtml(q.get('scope') ?? '')}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(q.get('redirect_uri') ?? '')}">
<button type="submit">Continue</button></form></html>`);
    }

    if (req.method === 'POST' && url.pathname === '/v11.0/dialog/oauth') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim();
      const redirectUri = form.get('redirect_uri') ?? '';
      if (!redirectUris.includes(redirectUri)) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('Invalid dialog request');
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        redirectUri,
        // Graph ids are numeric strings.
        id: BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 13)}`).toString(),
        name: form.get('name') ?? '',
        // Facebook answers email only when the person granted the email permission.
        email: (form.get('scope') ?? '').split(/[ ,]/).includes('email') ? email : undefined,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', form.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = await readForm(req);
      const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
      const clientId = basicId ?? form.get('client_id');
      const clientSecret = basicSecret ?? form.get('client_secret');
      if (clientId !== FACEBOOK_CLIENT.clientId || clientSecret !== FACEBOOK_CLIENT.clientSecret)
        return graphError(res, 401, 'Error validating client secret.');
      const person = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!person || form.get('redirect_uri') !== person.redirectUri) return graphError(res, 400, 'Invalid verification code format.');
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, { id: person.id, name: person.name, email: person.email });
      return json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 });
    }

    if (req.method === 'GET' && url.pathname === '/me') {
      const bearer = req.headers.authorization?.match(/^Bearer (.+)$/i)?.[1] ?? url.searchParams.get('access_token');
      const person = tokens.get(bearer ?? '');
      if (!person) return graphError(res, 401, 'Invalid OAuth access token.');
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const all = { ...person, picture: { data: { url: `http://127.0.0.1:${port}/picture/${person.id}.jpg` } } };
      return json(res, 200, Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]])));
    }

    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitWithParent();
  const [port, appUrl] = process.argv.slice(2);
  const { url } = await startFakeFacebook({ port: Number(port), appUrl });
  console.log(`Fake Facebook at ${url}`);
}
