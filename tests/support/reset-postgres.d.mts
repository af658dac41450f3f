export function resetPostgres(url: string): Promise<void>;
