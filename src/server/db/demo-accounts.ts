/** The demo people of the embedded default; the README lists them. Not secrets: demo data. */
export const DEMO_MEMBER = {
  email: 'member@demo.example.org',
  password: 'DemoMember2026',
  firstName: 'Maria',
  lastName: 'Garcia',
};

export const DEMO_ADMIN = {
  email: 'admin@demo.example.org',
  password: 'DemoAdmin2026',
  firstName: 'Sam',
  lastName: 'Rivera',
};

export const DEMO_ORGANIZATION_NAME = 'Demo Organization';

/** A second organisation, so that "an admin of another organisation" can be shown and tested. */
export const DEMO_SECOND_ADMIN = {
  email: 'library.admin@demo.example.org',
  password: 'DemoLibrary2026',
  firstName: 'Lee',
  lastName: 'Chen',
};

export const DEMO_SECOND_ORGANIZATION_NAME = 'County Library';

/** The coalition's Admin of the demo: sees the coalition dashboard. */
export const DEMO_COALITION_ADMIN = {
  email: 'coalition@demo.example.org',
  password: 'DemoCoalition2026',
  firstName: 'Alex',
  lastName: 'Morgan',
};
