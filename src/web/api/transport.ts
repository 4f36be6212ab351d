// How the API client reaches the server: fetch in the browser, fastify.inject during
// SSR (the server bridge provides it through the router context).
import { createContext } from 'react-router';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  text: string;
}

export type ServerTransport = (req: TransportRequest) => Promise<TransportResponse>;

export interface ServerApiContextValue {
  transport: ServerTransport;
  buildId: string;
  /** The shop's public origin, for canonical and alternate links. */
  publicUrl: string;
  /** A customer's anti-forgery token, for the hidden field of the page's forms (never on a visitor's page). */
  formToken?: string;
  /** The page's Content-Security-Policy nonce: React Router's inline scripts carry it. */
  nonce?: string;
  /**
   * The rendered document, handed to the bridge as bytes (set by entry.server) rather
   * than as a web Response body the bridge would copy and read back.
   */
  html?: Buffer;
  /**
   * Rendered once for every visitor without a session (kept and shared): nothing of the
   * request's own (the visitor's cart cookie) may be read into it.
   */
  shared?: boolean;
  /** The page request's logger (structured, with its request id): unexpected errors go here once. */
  logError?: (error: unknown, message: string) => void;
}

/** Set by the server bridge for every page request. */
export const serverApiContext = createContext<ServerApiContextValue>();
