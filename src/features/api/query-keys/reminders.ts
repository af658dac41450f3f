import type { Keys } from './keys';

export const remindersKeys = { all: ['reminders'], one: (userId: string) => ['reminders', userId] } as const satisfies Keys;
