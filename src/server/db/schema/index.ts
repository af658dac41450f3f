export * from './users';
export * from './accounts';
export * from './weights';
export * from './tokens';
export * from './content';
export * from './reminders';
export * from './idempotency';
export * from './shares';
