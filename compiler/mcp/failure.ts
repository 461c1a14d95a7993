/**
 * A tool call the site cannot answer: what went wrong and how to ask instead. The server turns it
 * into an MCP tool error (`isError`), which the assistant reads; it never ends the session.
 */
export interface ToolFailure {
  failure: 'empty-query' | 'unknown-page' | 'outside-output' | 'not-a-page' | 'unknown-product' | 'unknown-component' | 'not-built';
  message: string;
  hint: string;
}

export function toolFailure(failure: ToolFailure['failure'], message: string, hint: string): ToolFailure {
  return { failure, message, hint };
}

export function isToolFailure(value: unknown): value is ToolFailure {
  return typeof value === 'object' && value !== null && 'failure' in value;
}

/** How the assistant reads a failure: the message, then the fix. */
export function failureText(failure: ToolFailure): string {
  return `${failure.message}\n${failure.hint} [${failure.failure}]`;
}
