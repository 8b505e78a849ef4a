// Client-safe.

/**
 * The stored form of an identifier value: trimmed, and an email lower-cased, because mail systems treat
 * "Asha@Example.com" and "asha@example.com" as one address: they must not belong to two customers, and a
 * lookup with either finds the customer.
 */
export function identifierValueOf(type: string, value: string): string {
  const trimmed = value.trim();
  return type === "email" ? trimmed.toLowerCase() : trimmed;
}
