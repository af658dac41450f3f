import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Components render text from messages/*.json only. The rule lives in eslint.config.mjs
 * (react/jsx-no-literals); this test runs it over every component so that a literal fails `npm run
 * test:unit` too, and proves the rule does catch one.
 */
const RULE = 'react/jsx-no-literals';

describe('components render no literal strings', () => {
  const eslint = new ESLint({ cwd: process.cwd() });

  it('catches a literal when there is one', async () => {
    const [result] = await eslint.lintText('export function X() { return <p>Hello there</p>; }\n', { filePath: 'src/features/shell/literal-probe.tsx' });
    expect(result?.messages.map((m) => m.ruleId)).toContain(RULE);
  });

  it('finds none in src/app, src/features and src/components', async () => {
    const results = await eslint.lintFiles(['src/app/**/*.tsx', 'src/features/**/*.tsx', 'src/components/**/*.tsx']);
    const offenders = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(offenders).toEqual([]);
  }, 120_000);
});
