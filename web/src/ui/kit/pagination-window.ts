/** One slot of a pagination bar: a page number or a gap. */
export type PaginationSlot = number | 'gap';

/**
 * The pages a pagination bar shows: always the first and last page, the current page with
 * `siblings` pages either side, and a gap where pages are left out. A gap never stands for a single
 * page (that page is shown instead), and near either edge the window widens, so the bar keeps the
 * same number of slots (2 × siblings + 5) while the visitor moves through a long list.
 */
export function paginationWindow(page: number, pageCount: number, siblings = 1): PaginationSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const width = Math.max(0, Math.floor(siblings));
  const totalSlots = 2 * width + 5;

  if (count <= totalSlots) return range(1, count);

  // Slots between the first and the last page, the gaps included.
  const inner = totalSlots - 2;
  let start = current - width;
  let end = current + width;
  if (start <= 3) {
    start = 2;
    end = inner;
  } else if (end >= count - 2) {
    end = count - 1;
    start = count - inner + 1;
  } else {
    return [1, 'gap', ...range(start, end), 'gap', count];
  }
  const slots: PaginationSlot[] = [1, ...range(start, end), count];
  if (start > 2) slots.splice(1, 0, 'gap');
  if (end < count - 1) slots.splice(slots.length - 1, 0, 'gap');
  return slots;
}

function range(from: number, to: number): number[] {
  const result: number[] = [];
  for (let value = from; value <= to; value += 1) result.push(value);
  return result;
}
