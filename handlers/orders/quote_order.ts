// quote_order: not built yet; answers the shared 501 problem until its issue lands.
import { pending } from '../../app/http/handler.ts';
import type { Handler } from '../../app/http/handler.ts';

export const handler: Handler<'quote_order'> = pending;
