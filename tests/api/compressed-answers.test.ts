import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, newSignedInUser, type SignedInUser } from '../support/http';

/** One GET as bytes on the wire: the answer's status, headers and body, not decompressed. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl()}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

let person: SignedInUser;
let historyPath: string;

beforeAll(async () => {
  person = await newSignedInUser('compressed');
  historyPath = `/api/WeightLog/user/${person.id}`;
  // Sixty days of weigh-ins: the history answer is several kB of JSON.
  for (let day = 1; day <= 60; day += 1) {
    const logDate = new Date(Date.UTC(2026, 8, day)).toISOString().slice(0, 10);
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 220 - day / 4, logDate } })).status).toBe(201);
  }
});

describe('API answers are compressed for clients that accept it', () => {
  it('sends the history brotli- or gzip-compressed as the client asks, the same JSON as uncompressed, and varies on Accept-Encoding', async () => {
    const authorization = `Bearer ${person.token}`;
    const plain = await rawGet(historyPath, { authorization });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(5_000);
    expect(JSON.parse(plain.body.toString('utf8'))).toHaveLength(60);

    const brotli = await rawGet(historyPath, { authorization, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);

    const gzip = await rawGet(historyPath, { authorization, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('sends an answer under 1 kB as it is, and compresses nothing for a client that asks for identity', async () => {
    const authorization = `Bearer ${person.token}`;
    const noGoal = await rawGet('/api/WeightLossGoal/my-goal', { authorization, 'accept-encoding': 'br, gzip' });
    expect(noGoal.status).toBe(200);
    expect(noGoal.headers['content-encoding']).toBeUndefined();
    expect(noGoal.body.toString('utf8')).toBe('null');

    const identity = await rawGet(historyPath, { authorization, 'accept-encoding': 'identity' });
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString('utf8'))).toHaveLength(60);
  });
});
