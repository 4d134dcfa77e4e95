// page / per_page as the spec defines them (defaults applied by validation) and the list envelope
// every paginated operation returns.
export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export function pageRequest(query: { page?: number; per_page?: number }): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageOf<T>(
  items: T[],
  total: number,
  request: PageRequest,
): { items: T[]; page: number; per_page: number; total: number; has_more: boolean } {
  return {
    items,
    page: request.page,
    per_page: request.perPage,
    total,
    has_more: request.offset + items.length < total,
  };
}
