// create_checkout: not built yet; answers the shared 501 problem until its issue lands.
import { pending } from '../../app/http/handler.ts';
import type { Handler } from '../../app/http/handler.ts';

export const handler: Handler<'create_checkout'> = pending;
