import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, mailDir, pointAtServer, uniqueEmail } from '../support/http';
import { mailsTo, type ReceivedMail } from '../support/mailbox';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';

/** ACCESSIBILITY_FEEDBACK_EMAIL's default: the suite's server does not set it. */
const COALITION = 'accessibility@localhost';
/** RATE_LIMIT_FEEDBACK_PER_IP_PER_HOUR's default. */
const PER_ADDRESS_PER_HOUR = 10;
const PATH = '/api/Accessibility/feedback';

/** A documentation address of its own (IPv6), so no other test shares its hourly budget. */
const ownAddress = () => ({ 'x-forwarded-for': `2001:db8:a11::${randomInt(1, 0xffff).toString(16)}` });
const marker = () => `case-${randomUUID()}`;

/**
 * Every mail so far, to anyone, whose text holds the marker. The server answers only once its
 * mails are handed over, and the test SMTP listener writes a message before it acknowledges it,
 * so what was sent is in the mailbox when the answer arrives.
 */
function mailsWith(mark: string): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.text.includes(mark));
}

describe('POST /api/Accessibility/feedback', () => {
  it('mails the report to the coalition and a confirmation to the address given, in English', async () => {
    const mark = marker();
    const email = uniqueEmail('a11y-sender');
    const answer = await api(PATH, {
      method: 'POST',
      headers: ownAddress(),
      body: { problem: `The date picker cannot be used with a keyboard. ${mark}`, page: '/my-weight-tracker', name: 'Pat Doe', email, locale: 'en-US' },
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ status: 'FeedbackSent', confirmationSent: true });
    expect(answer.headers.get('ratelimit-limit')).toBe(String(PER_ADDRESS_PER_HOUR));
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(PER_ADDRESS_PER_HOUR - 1));

    const [report, ...more] = mailsWith(mark);
    // The confirmation does not hold the marker: only the report does.
    expect(more).toEqual([]);
    expect(report!.to).toEqual([COALITION]);
    expect(report!.subject).toBe('New accessibility report');
    expect(report!.text).toContain(`The problem:\nThe date picker cannot be used with a keyboard. ${mark}\n`);
    expect(report!.text).toContain('Page: /my-weight-tracker\nName: Pat Doe\nEmail: ' + email + '\nLanguage: en-US\n');
    expect(report!.text).toContain('please answer within 5 working days');
    expect(report!.headerLines).toContainEqual({ key: 'reply-to', line: `Reply-To: ${email}` });

    const [confirmation, ...others] = mailsTo(mailDir(), email);
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe('We got your accessibility report');
    expect(confirmation!.text).toContain('We aim to answer within 5 working days.');
    expect(confirmation!.text).toMatch(/Our accessibility statement: http:\/\/localhost:\d+\/accessibility\n/);
    // The confirmation goes to an address nobody verified: it never carries the report's words.
    expect(confirmation!.text).not.toContain(mark);
    expect(confirmation!.headerLines).toContainEqual({ key: 'reply-to', line: `Reply-To: ${COALITION}` });
  });

  it("writes both mails in the sender's language", async () => {
    const mark = marker();
    const email = uniqueEmail('a11y-es');
    const answer = await api(PATH, { method: 'POST', headers: ownAddress(), body: { problem: `El botón no tiene nombre. ${mark}`, email, locale: 'es-ES' } });
    expect(answer.status).toBe(202);
    const [report] = mailsWith(mark);
    expect(report!.subject).toBe('Nuevo informe de accesibilidad');
    expect(report!.text).toContain(`El problema:\nEl botón no tiene nombre. ${mark}\n`);
    expect(report!.text).toContain('Página: no lo dio\nNombre: no lo dio\nCorreo electrónico: ' + email + '\nIdioma: es-ES\n');
    const [confirmation] = mailsTo(mailDir(), email);
    expect(confirmation!.subject).toBe('Recibimos tu informe de accesibilidad');
    expect(confirmation!.text).toContain('Nuestro objetivo es responder en 5 días hábiles o menos.');
    expect(confirmation!.text).toMatch(/http:\/\/localhost:\d+\/es-ES\/accessibility\n/);
  });

  it('without an email sends the one mail to the coalition, and says no confirmation went out', async () => {
    const mark = marker();
    const answer = await api(PATH, { method: 'POST', headers: ownAddress(), body: { problem: `Low contrast on the history table. ${mark}`, email: '' } });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ status: 'FeedbackSent', confirmationSent: false });
    const received = mailsWith(mark);
    expect(received.map((mail) => mail.to)).toEqual([[COALITION]]);
    expect(received[0]!.text).toContain('Page: not given\nName: not given\nEmail: not given\nLanguage: en-US\n');
    expect(received[0]!.headerLines.map((line) => line.key)).not.toContain('reply-to');
  });

  it('refuses an empty or too long report, or a bad address, with 400 field errors, and sends nothing', async () => {
    const mark = marker();
    const headers = ownAddress();
    const cases: Array<[unknown, string, { key: string; values: Record<string, number> }]> = [
      [{}, 'problem', { key: 'feedbackProblemRequired', values: {} }],
      [{ problem: '', email: `${mark}@example.org` }, 'problem', { key: 'feedbackProblemRequired', values: {} }],
      [{ problem: '   \n  ', page: mark }, 'problem', { key: 'feedbackProblemRequired', values: {} }],
      [{ problem: `${mark} ${'x'.repeat(2000)}` }, 'problem', { key: 'feedbackProblemMax', values: { maximum: 2000 } }],
      [{ problem: `Too long a page. ${mark}`, page: 'p'.repeat(501) }, 'page', { key: 'feedbackPageMax', values: { maximum: 500 } }],
      [{ problem: `Too long a name. ${mark}`, name: 'n'.repeat(101) }, 'name', { key: 'nameMax', values: { maximum: 100 } }],
      [{ problem: `A bad address. ${mark}`, email: 'not-an-address' }, 'email', { key: 'emailInvalid', values: {} }],
    ];
    for (const [body, field, error] of cases) {
      const answer = await api(PATH, { method: 'POST', headers, body });
      expectProblem(answer, 400);
      expect(answer.json.errors[field], JSON.stringify(body).slice(0, 80)).toEqual(error);
      // A refused input is not counted against the address.
      expect(answer.headers.get('ratelimit-limit')).toBeNull();
    }
    expect(mailsWith(mark)).toEqual([]);
    expect(mailsTo(mailDir(), `${mark}@example.org`)).toEqual([]);
  });

  it('answers 429 past the hourly budget of a client address, and sends nothing for it', async () => {
    const headers = ownAddress();
    for (let i = 1; i <= PER_ADDRESS_PER_HOUR; i++) {
      expect((await api(PATH, { method: 'POST', headers, body: { problem: `Report ${i} of the flood.` } })).status).toBe(202);
    }
    const mark = marker();
    const refused = await api(PATH, { method: 'POST', headers, body: { problem: `One too many. ${mark}` } });
    expectProblem(refused, 429);
    expect(refused.json.detail).toBe('TooManyAttempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(mailsWith(mark)).toEqual([]);
    // Another address still gets through.
    expect((await api(PATH, { method: 'POST', headers: ownAddress(), body: { problem: `From elsewhere. ${mark}` } })).status).toBe(202);
  });

  it('answers 429 past 5 confirmations a quarter hour to one address, from any client address', async () => {
    const email = uniqueEmail('a11y-flooded');
    for (let i = 1; i <= 5; i++)
      expect((await api(PATH, { method: 'POST', headers: ownAddress(), body: { problem: `Report ${i}.`, email } })).status).toBe(202);
    const mark = marker();
    const refused = await api(PATH, { method: 'POST', headers: ownAddress(), body: { problem: `A sixth. ${mark}`, email } });
    expectProblem(refused, 429);
    expect(mailsTo(mailDir(), email)).toHaveLength(5);
    expect(mailsWith(mark)).toEqual([]);
  });
});

describe('when the mail server does not take the report', () => {
  let server: OwnServer;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    // Nothing listens on this port: every mail is refused at once.
    server = await startOwnServer({ port: await freePort(), dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    pointAtServer({ baseUrl: server.url, mailDir: mailDir() });
  });

  afterAll(async () => {
    pointAtServer(undefined);
    await server?.stop();
    removeDir(dataDir);
  });

  it('answers 503 FeedbackNotSent with Retry-After, so the person can send it again', async () => {
    const answer = await api(PATH, { method: 'POST', body: { problem: 'The mail server is down.', email: uniqueEmail('a11y-down') } });
    expectProblem(answer, 503);
    expect(answer.json.detail).toBe('FeedbackNotSent');
    expect(answer.headers.get('retry-after')).toBe('5');
  });
});
