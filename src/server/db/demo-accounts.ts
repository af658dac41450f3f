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
