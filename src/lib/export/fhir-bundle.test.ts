import { describe, expect, it } from 'vitest';
import { weightsFhirBundle } from './fhir-bundle';

const person = { id: '00000000-0000-4000-8000-000000000001', email: 'pat@example.org', firstName: '', lastName: '' };

describe('weightsFhirBundle', () => {
  it('leaves out a Patient name the person never gave (FHIR has no empty strings)', () => {
    const bundle = weightsFhirBundle(person, [], '2026-01-02T00:00:00.000Z');
    expect(bundle).toEqual({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: '2026-01-02T00:00:00.000Z',
      entry: [
        { fullUrl: `urn:uuid:${person.id}`, resource: { resourceType: 'Patient', id: person.id, telecom: [{ system: 'email', value: 'pat@example.org' }] } },
      ],
    });
  });

  it('orders the Observations by day, each pointing at the Patient', () => {
    const logs = [
      { id: '00000000-0000-4000-8000-00000000000b', logDate: '2026-01-02', weight: 181 },
      { id: '00000000-0000-4000-8000-00000000000a', logDate: '2026-01-01', weight: 182.4 },
    ];
    const [, ...observations] = weightsFhirBundle({ ...person, firstName: 'Pat' }, logs, '2026-01-02T00:00:00.000Z').entry;
    expect(observations.map((e) => [e.fullUrl, e.resource.resourceType === 'Observation' && e.resource.effectiveDateTime])).toEqual([
      ['urn:uuid:00000000-0000-4000-8000-00000000000a', '2026-01-01'],
      ['urn:uuid:00000000-0000-4000-8000-00000000000b', '2026-01-02'],
    ]);
  });
});
