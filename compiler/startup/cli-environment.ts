/**
 * The environment every thread of the CLI renders in; set before any worker starts, since a worker
 * copies the environment it is started with.
 * - Pages are rendered in UTC, so a build writes the same bytes on every machine: server-rendered
 *   calendars carry each day's timestamp (`data-timestamp`), which depends on the time zone.
 *   Readers' browsers still hydrate demos in their own zone.
 * - React and emotion check props and warn in development builds; a docs build never needs that.
 *   Production whatever the shell says: with NODE_ENV=development, Material UI put labels in every
 *   class name, so the output depended on the shell, and no cache is keyed by it.
 */
export function setCliEnvironment(): void {
  process.env.TZ = 'UTC';
  process.env.NODE_ENV = 'production';
}
