import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  text?: string;
  /** Binary content (media files), sent as is with its length. */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  /** Parsed JSON body for POST/PUT (undefined when empty); invalid JSON answers 400 before the handler. */
  body: unknown;
}

export type Handler = (context: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path pattern with :params, e.g. /sitecore/api/jss/dictionary/:app/:language */
  path: string;
  /** Fault-switch name of the service this route belongs to; null for the stand-in's own admin routes. */
  service: string | null;
  /** Largest request body this route reads (bytes); a larger one answers 413. Default 1 MB. */
  maxBodyBytes?: number;
  /** The handler reads the request body itself (multipart uploads); the router does not. */
  rawBody?: boolean;
  /** What the `error` fault answers on this route, in its vendor's shape (default: 500 `{"message"}`). */
  faultReply?: () => Reply;
  handler: Handler;
}

/** A third-party handler that owns every path below `prefix` (the identity provider), behind the fault switch of `service`. */
export interface Mount {
  prefix: string;
  service: string;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function json(status: number, body: unknown): Reply {
  return { status, body };
}
