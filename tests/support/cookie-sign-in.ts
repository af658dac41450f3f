/** A browser-like sign-in through next-auth, returning the cookies a page request needs. */
export async function signInCookies(baseUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  keep(callback);
  if (![...jar.keys()].some((name) => name.includes('session-token'))) throw new Error(`sign-in of ${email} failed (${callback.status})`);
  return header();
}

/** The csrf cookie and token a sign-in form post needs (reusable across posts). */
export async function csrfPair(baseUrl: string): Promise<{ cookie: string; csrfToken: string }> {
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}
