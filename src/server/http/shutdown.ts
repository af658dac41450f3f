import 'server-only';
import { logger as defaultLogger } from '@/server/logger';

/** One step of stopping: its name is what the logs say when it ends, fails or hangs. */
export type ShutdownStage = { name: string; run: () => Promise<unknown> };

type Log = {
  info: (fields: Record<string, unknown>, message: string) => void;
  warn: (fields: Record<string, unknown>, message: string) => void;
  fatal: (fields: Record<string, unknown>, message: string) => void;
};

/** How stopping ended: every stage ended (0), or the deadline passed while `hung` was running (1). */
export type ShutdownOutcome = { code: 0 } | { code: 1; hung: string };

export const STAGE_ENDED = 'shutdown stage ended';
export const STAGE_FAILED = 'shutdown stage failed';
export const DEADLINE_PASSED = 'shutdown deadline passed';

/**
 * Runs the stages one after the other (docs/decisions/0051-shutdown-stages-and-deadline.md). Each
 * logs its end with its name; one that fails is logged and the next runs, since the resources
 * after it still need closing. The deadline counts from the call: once it passes, or once nothing
 * is left that could end the stage running (the event loop emptied under it), the outcome names
 * that stage and the later ones never run.
 */
export function runShutdown(stages: readonly ShutdownStage[], { timeoutMs, log = defaultLogger }: { timeoutMs: number; log?: Log }): Promise<ShutdownOutcome> {
  const started = Date.now();
  let current = stages[0]?.name ?? 'none';
  return new Promise((resolve) => {
    const hung = (reason: string) => {
      log.fatal({ stage: current, timeoutMs, ms: Date.now() - started, reason }, DEADLINE_PASSED);
      finish({ code: 1, hung: current });
    };
    // Unreferenced: the deadline never keeps a process alive that has nothing else left to do.
    const timer = setTimeout(() => hung(`still running after ${timeoutMs} ms`), timeoutMs);
    timer.unref();
    const stalled = () => hung('nothing left in the process can end it');
    process.once('beforeExit', stalled);
    let done = false;
    function finish(outcome: ShutdownOutcome): void {
      if (done) return;
      done = true;
      clearTimeout(timer);
      process.off('beforeExit', stalled);
      resolve(outcome);
    }
    void (async () => {
      for (const stage of stages) {
        if (done) return;
        current = stage.name;
        const stageStarted = Date.now();
        try {
          await stage.run();
          if (!done) log.info({ stage: stage.name, ms: Date.now() - stageStarted }, STAGE_ENDED);
        } catch (error) {
          if (!done) log.warn({ stage: stage.name, ms: Date.now() - stageStarted, err: error }, STAGE_FAILED);
        }
      }
      finish({ code: 0 });
    })();
  });
}
