// D1's limits (local D1 in workerd enforces the same 100 bound parameters, so tests catch a miss).

/** D1 refuses a query with more than 100 bound parameters. */
export const D1_MAX_PARAMS = 100;

/** Splits `items` into lists of at most `size`, for `inArray` lists that must stay under D1's limit. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError("size must be at least 1");
  const out: T[][] = [];
  for (let n = 0; n < items.length; n += size) out.push(items.slice(n, n + size));
  return out;
}

/** Ids per `inArray` list: room under D1_MAX_PARAMS for the few other values a statement binds. */
export const IDS_PER_QUERY = D1_MAX_PARAMS - 10;

/** `ids` in lists of at most IDS_PER_QUERY. */
export const idParts = <T>(ids: readonly T[]) => chunk(ids, IDS_PER_QUERY);
