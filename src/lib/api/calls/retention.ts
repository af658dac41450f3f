import { keepAccountInputSchema, keepAccountResultSchema } from '@/lib/schemas/retention';
import { callsOf, ok } from '../define-call';

const retentionCalls = callsOf('Retention');

export const keepAccount = retentionCalls.post('/api/retention/keep-account', 'anonymous')(
  { body: keepAccountInputSchema, responses: ok(keepAccountResultSchema, 'The account is kept'), errors: [400] },
  'Keep an account that was warned before its deletion for inactivity: the link in the warning mail',
  'The account counts as active from now, and the pending deletion is called off. A link used again answers the same while the account exists. 400 `keepAccountLinkInvalid` for a forged or altered token, or an account already deleted; nothing changes. Any sign-in keeps the account too. The rule is on only with the setting `INACTIVE_ACCOUNT_MONTHS` (docs/operations.md).',
);
