import { endStage } from '../helpers/trace';

/**
 * Runs one stage of a build. `docs build --timings` gives it the time from the end of the stage
 * before (the stages run one after the other; the work of a stage's prefetches overlaps them).
 */
export async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const result = await run();
  endStage(name);
  return result;
}
