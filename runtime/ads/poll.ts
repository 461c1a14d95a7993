import { BLOCKED_AFTER_POLLS, MAX_POLLS, POLL_INTERVAL_MS } from './policy';

/** What a check of the slot found: nothing yet, the sponsor's ad, or a sponsor block that only links to the backers page. */
export type SponsorState = 'absent' | 'present' | 'backers';

export interface PollHandlers {
  check(): SponsorState;
  onSponsor(): void;
  onBackers(): void;
  /** Called once, after more than `BLOCKED_AFTER_POLLS` empty checks; polling goes on, so a late sponsor still wins. */
  onBlocked(): void;
}

/** Checks for the sponsor now and every 500 ms, at most 30 times, stopping at the first answer. */
export function pollSponsor(handlers: PollHandlers, schedule: (run: () => void, ms: number) => unknown = setTimeout): void {
  let attempt = 0;
  let blocked = false;
  const tick = () => {
    attempt += 1;
    const state = handlers.check();
    if (state === 'present') return handlers.onSponsor();
    if (state === 'backers') return handlers.onBackers();
    if (attempt > BLOCKED_AFTER_POLLS && !blocked) {
      blocked = true;
      handlers.onBlocked();
    }
    if (attempt < MAX_POLLS) schedule(tick, POLL_INTERVAL_MS);
  };
  tick();
}
