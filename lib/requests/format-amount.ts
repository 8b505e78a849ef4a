// Client-safe: amounts and points as the console and policy messages show them, with thousands separators.
// Grouped as text, so 99999999999.25 keeps every digit a double would round away.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "1000000" → "1,000,000"; "1234.50" → "1,234.50"; anything not a plain decimal is returned as it is. */
export function formatAmount(value: string | number | { toString(): string }): string {
  const text = typeof value === "number" ? toPlainText(value) : String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

// Numbers above 1e21 print in exponent notation; the policy caps thresholds well below that.
const toPlainText = (value: number) =>
  Number.isInteger(value) ? value.toFixed(0) : String(value).includes("e") ? value.toFixed(6) : String(value);
