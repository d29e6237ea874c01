import { type HistoryQuery, LakeError, type SanityDocument, type Transaction } from '../contract';

/**
 * Every committed transaction, indexed by transaction id and by the documents it changed, so
 * history questions are answered from memory without reading the log again.
 */
export class History {
  private readonly transactions: Transaction[] = [];
  private readonly positionById = new Map<string, number>();
  private readonly positionsByDocument = new Map<string, number[]>();

  add(transaction: Transaction): void {
    const position = this.transactions.length;
    this.transactions.push(transaction);
    this.positionById.set(transaction.id, position);
    for (const change of transaction.changes) {
      const positions = this.positionsByDocument.get(change.id);
      if (positions) positions.push(position);
      else this.positionsByDocument.set(change.id, [position]);
    }
  }

  last(): Transaction | undefined {
    return this.transactions.at(-1);
  }

  has(transactionId: string): boolean {
    return this.positionById.has(transactionId);
  }

  get(transactionId: string): Transaction | undefined {
    const position = this.positionById.get(transactionId);
    return position === undefined ? undefined : this.transactions[position];
  }

  /** Transactions that changed any of the documents, oldest first unless `reverse`. */
  query(query: HistoryQuery): Transaction[] {
    const positions = new Set<number>();
    for (const id of query.documentIds)
      for (const position of this.positionsByDocument.get(id) ?? []) positions.add(position);
    const from = this.lowerBound(query);
    const to = this.upperBound(query);
    const selected = [...positions]
      .filter((position) => position >= from && position <= to)
      .sort((a, b) => a - b)
      .flatMap((position) => this.transactions[position] ?? []);
    if (query.reverse) selected.reverse();
    return query.limit === undefined ? selected : selected.slice(0, Math.max(0, query.limit));
  }

  /**
   * The document right after the given transaction, or as of the given time (the last transaction
   * at or before it). Null when it did not exist then, or when the transaction is unknown.
   */
  documentAt(id: string, at: { readonly transactionId?: string; readonly time?: string }): SanityDocument | null {
    let limit = this.transactions.length - 1;
    if (at.transactionId !== undefined) {
      const position = this.positionById.get(at.transactionId);
      if (position === undefined) return null;
      limit = position;
    }
    if (at.time !== undefined) limit = Math.min(limit, this.lastAtOrBefore(parseTime(at.time)));
    const positions = this.positionsByDocument.get(id) ?? [];
    for (let i = positions.length - 1; i >= 0; i -= 1) {
      const position = positions[i];
      if (position === undefined || position > limit) continue;
      const change = this.transactions[position]?.changes.find((candidate) => candidate.id === id);
      return change?.after ?? null;
    }
    return null;
  }

  private lowerBound(query: HistoryQuery): number {
    let from = 0;
    if (query.fromTransaction !== undefined) from = this.positionOf(query.fromTransaction);
    if (query.fromTime !== undefined) from = Math.max(from, this.lastAtOrBefore(parseTime(query.fromTime) - 1) + 1);
    return from;
  }

  private upperBound(query: HistoryQuery): number {
    let to = this.transactions.length - 1;
    if (query.toTransaction !== undefined) to = this.positionOf(query.toTransaction);
    if (query.toTime !== undefined) to = Math.min(to, this.lastAtOrBefore(parseTime(query.toTime)));
    return to;
  }

  private positionOf(transactionId: string): number {
    const position = this.positionById.get(transactionId);
    if (position === undefined) throw new LakeError(404, `Transaction "${transactionId}" not found`);
    return position;
  }

  /** Position of the last transaction committed at or before `time` (-1 if none); times only grow. */
  private lastAtOrBefore(time: number): number {
    let low = 0;
    let high = this.transactions.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const transaction = this.transactions[middle];
      if (transaction && Date.parse(transaction.timestamp) <= time) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }
}

function parseTime(time: string): number {
  const parsed = Date.parse(time);
  if (Number.isNaN(parsed)) throw new LakeError(400, `"${time}" is not a valid time`);
  return parsed;
}
