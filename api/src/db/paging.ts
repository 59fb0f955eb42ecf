/** One page of a list, as every paginated answer carries it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageRequest(query: { page?: number; pageSize?: number }, defaultPageSize: number): PageRequest {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? defaultPageSize };
}

export const offsetOf = (request: PageRequest): number => (request.page - 1) * request.pageSize;

/**
 * The total a query carried in its rows as `count(*) OVER () AS total`. A page past the end has
 * no rows to carry it, so then the matches are counted on their own.
 */
export async function windowTotal(
  rows: readonly { total: string | number }[],
  countAll: () => Promise<number>,
): Promise<number> {
  return rows[0] ? Number(rows[0].total) : countAll();
}

export function toPage<T>(items: T[], request: PageRequest, total: number): Page<T> {
  return { items, page: request.page, pageSize: request.pageSize, total, pages: Math.ceil(total / request.pageSize) };
}
