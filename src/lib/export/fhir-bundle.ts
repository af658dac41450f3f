import type { FhirBundle } from '@/lib/schemas/export';
import { byLogDate } from '@/lib/progress/contribution';

export const BODY_WEIGHT_PROFILE = 'http://hl7.org/fhir/StructureDefinition/bodyweight';
const VITAL_SIGNS = { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs', display: 'Vital Signs' };
const BODY_WEIGHT = { system: 'http://loinc.org', code: '29463-7', display: 'Body weight' };

type Person = { id: string; email: string; firstName: string; lastName: string };

/**
 * A FHIR R4 Bundle of type collection: the person as a Patient, then one body-weight
 * Observation (the vital-signs profile's) per weight log, oldest first, each pointing at the
 * Patient by its `urn:uuid:` full URL. FHIR allows no empty strings: a missing name is left out.
 */
export function weightsFhirBundle(person: Person, entries: readonly { id: string; logDate: string; weight: number }[], timestamp: string): FhirBundle {
  const patientUrl = `urn:uuid:${person.id}`;
  const name = { ...(person.lastName ? { family: person.lastName } : {}), ...(person.firstName ? { given: [person.firstName] } : {}) };
  const patient = {
    resourceType: 'Patient' as const,
    id: person.id,
    ...(Object.keys(name).length > 0 ? { name: [name] } : {}),
    telecom: [{ system: 'email' as const, value: person.email }],
  };
  const byDay = [...entries].sort(byLogDate);
  // Each Observation is one weight log: its id (a UUID) is the resource's id and full URL.
  const observations = byDay.map(({ id, logDate, weight }) => ({
    fullUrl: `urn:uuid:${id}`,
    resource: {
      resourceType: 'Observation' as const,
      id,
      meta: { profile: [BODY_WEIGHT_PROFILE] },
      status: 'final' as const,
      category: [{ coding: [VITAL_SIGNS], text: 'Vital Signs' }],
      code: { coding: [BODY_WEIGHT], text: 'Body weight' },
      subject: { reference: patientUrl },
      effectiveDateTime: logDate,
      valueQuantity: { value: weight, unit: 'lb' as const, system: 'http://unitsofmeasure.org' as const, code: '[lb_av]' as const },
    },
  }));
  return { resourceType: 'Bundle', type: 'collection', timestamp, entry: [{ fullUrl: patientUrl, resource: patient }, ...observations] };
}
