/** A query parameter as Next hands it over: absent, once, or repeated. */
type QueryValue = string | string[] | undefined;

function single(value: QueryValue): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The page of the order list (`?page=`): 1 when absent, null for anything but a page number. */
export function listPageOf(value: QueryValue): number | null {
  if (value === undefined) return 1;
  const text = single(value);
  return text !== undefined && /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null;
}

export interface LinkedOrderQuery {
  readonly number: string;
  readonly access: string;
  /** The checkout has just placed the order: the page thanks the shopper. */
  readonly placed: boolean;
}

/** The signed link's query (`?number=…&access=…[&placed=1]`); null when a part is missing. */
export function linkedOrderQuery(query: Readonly<Record<string, QueryValue>>): LinkedOrderQuery | null {
  const number = single(query.number)?.trim();
  const access = single(query.access)?.trim();
  if (!number || !access || number.length > 40 || access.length > 512) return null;
  return { number, access, placed: single(query.placed) === '1' };
}
