/**
 * Demos may log while they render on the server (MUI's own demos print data sets). Their output goes
 * to stderr, so stdout carries only what the CLI prints itself, such as the JSON of `--json`.
 */
export function consoleToStderr(): void {
  const toStderr = (...args: unknown[]) => console.error(...args);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
}
