import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';

const root = process.cwd();
/** Inside the repository, named openapi.json: the ruleset's per-path exceptions match that name. */
const documentFile = path.join(root, 'test-results', 'openapi-lint', 'openapi.json');
const spectral = path.join(root, 'node_modules', '.bin', 'spectral');

type Finding = { code: string; message: string; path: string[]; severity: number };
const ERROR = 0;

/**
 * The served document passes Spectral's `spectral:oas` and the OWASP API Security
 * Top 10 rulesets (.spectral.yaml; every exception is reasoned in docs/decisions/0022).
 * Both rulesets load from node_modules: the lint needs no network.
 */
describe('the served /api/openapi.json under Spectral', () => {
  it('has no errors', { timeout: 60_000 }, async () => {
    const response = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(response.status).toBe(200);
    await mkdir(path.dirname(documentFile), { recursive: true });
    await writeFile(documentFile, await response.text());

    const findings = await lint(documentFile);
    const errors = findings
      .filter((finding) => finding.severity === ERROR)
      .map((finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`);
    expect(errors).toEqual([]);
  });
});

async function lint(file: string): Promise<Finding[]> {
  const args = ['lint', path.relative(root, file), '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet', '--fail-severity', 'error'];
  // Spectral exits 1 when it finds errors: its findings are still on stdout.
  const { stdout } = await promisify(execFile)(spectral, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string; code?: number }) => {
      if (error.code === 1 && error.stdout) return { stdout: error.stdout };
      throw error;
    },
  );
  return JSON.parse(stdout) as Finding[];
}
