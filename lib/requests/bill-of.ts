/**
 * A transaction request's bill number and amount for its list item: the stored transaction's fields when
 * they are strings. The queue's read takes them in the database (lib/requests/store/load-queue-rows.ts) and
 * comes here only for payloads it leaves to JavaScript; the detail reads them from its parsed payload.
 */
export function billOf(
  type: string,
  payload: Record<string, unknown>,
): { billNumber: string | null; billAmount: string | null } {
  const transaction = type === "TRANSACTION" ? (payload.transaction as Record<string, unknown> | undefined) : undefined;
  const field = (value: unknown) => (typeof value === "string" ? value : null);
  return { billNumber: field(transaction?.billNumber), billAmount: field(transaction?.billAmount) };
}
