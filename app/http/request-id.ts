import type { ReqId } from 'pino-http';

/** A request's id as text. genReqId (app.ts) makes it a string; pino-http's type also allows a number or an object. */
export const requestIdText = (id: ReqId): string => (typeof id === 'object' ? JSON.stringify(id) : String(id));
