import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevMessage } from '../../templates/shared/dev';

const HEARTBEAT_MS = 15000;

/** What a browser says about itself when it connects: the page it shows and that page's revision. */
export interface EventClient {
  route?: string;
  revision?: string;
}

/** The browsers connected over Server-Sent Events, each with the page it shows. */
export class EventStream {
  private readonly clients = new Map<ServerResponse, EventClient>();
  private readonly heartbeat = setInterval(() => {
    for (const res of this.clients.keys()) res.write(': ping\n\n');
  }, HEARTBEAT_MS);

  /** Answers an event-stream request and keeps it open; returns what the browser said about itself. */
  open(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): EventClient {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    const client: EventClient = {};
    const route = query.get('route');
    const revision = query.get('revision');
    if (route) client.route = route;
    if (revision) client.revision = revision;
    this.clients.set(res, client);
    req.on('close', () => this.clients.delete(res));
    return client;
  }

  /** Sends a message to every browser, or to one. */
  send(message: DevMessage, to?: ServerResponse): void {
    const data = `data: ${JSON.stringify(message)}\n\n`;
    for (const res of to ? [to] : this.clients.keys()) res.write(data);
  }

  /** The routes some browser shows now. */
  viewed(): Set<string> {
    return new Set([...this.clients.values()].flatMap((client) => (client.route ? [client.route] : [])));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }
}
