import { createContext } from 'react-router';

/**
 * Per-request facts the root middleware works out once and loaders read from the router context
 * (ARCHITECTURE §4). Public origin: the origin of every absolute URL a page carries (see
 * publicOrigin in request-guards.ts).
 */
export const publicOriginContext = createContext<string>();
