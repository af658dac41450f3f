-- Decision 0046: a weigh-in reads without the participant lock and writes only if this is unchanged.
ALTER TABLE "users" ADD COLUMN "logs_version" integer DEFAULT 0 NOT NULL;
