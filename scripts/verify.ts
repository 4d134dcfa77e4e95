// Part of make verify: lists the operations that still answer the shared 501, so none is forgotten.
import { pending } from '../app/http/handler.ts';
import { operationTable } from '../generated/operations.ts';

const routes = Object.values(operationTable);
const waiting = routes.filter((route) => (route.handler as unknown) === pending);
console.log(`${routes.length - waiting.length} of ${routes.length} operations are built.`);
if (waiting.length) {
  console.log(`Still answering 501 not_implemented (${waiting.length}):`);
  for (const route of waiting)
    console.log(
      `  ${route.operationId.padEnd(26)} ${route.method.toUpperCase().padEnd(6)} ` +
        `${route.path}  (${route.handlerModule})`,
    );
}
