import { coalitionOutcomesQuerySchema, coalitionOutcomesSchema } from '@/lib/schemas/coalition';
import type { ApiCall } from '../define';

export const getCoalitionOutcomes = { method: 'get', path: '/api/Coalition/outcomes', tag: 'Coalition',
  summary: "The coalition's outcomes: participants, new this week, active in 7 and 28 days, the community total, shares who lost 3/5/10 %, retention at 4/12/26 weeks by join week, overall and per organisation (its Admin only; any figure about fewer than 11 people is null with `suppressed: true`); `format=csv` for grant reports",
  access: { role: 'Admin', denied: "Only the coalition's Admin may see its outcomes" }, query: coalitionOutcomesQuerySchema,
  responses: { 200: { description: 'The figures, as JSON or as a CSV file', attachment: true,
    mediaTypes: { 'application/json': coalitionOutcomesSchema, 'text/csv': null } } }, errors: [400, 403, 404] } as const satisfies ApiCall;
