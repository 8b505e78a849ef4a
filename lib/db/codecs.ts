import { Prisma } from "./generated/sqlite/client.ts";

// Raw rows come back as each driver hands them: PostgreSQL may give an integer (COUNT, SUM of integers) as a
// bigint or a string, SQLite a boolean as 0/1 and a date as text or a number. Store modules decode them here.

/** A value of a raw row, as either driver may hand it back. */
export type RawValue = string | number | bigint | boolean | Date | Prisma.Decimal | null;

/** An integer column (number, bigint or numeric text). */
export const int = (value: RawValue): number => Number(value);

export const intOrNull = (value: RawValue): number | null => (value === null ? null : Number(value));

/** A count or sum, which is NULL over no rows. */
export const total = (value: RawValue | undefined): number =>
  value === null || value === undefined ? 0 : Number(value);

/** A boolean column: true/false (PostgreSQL) or 1/0 (SQLite). */
export const bool = (value: RawValue): boolean => value === true || (value !== false && Number(value) === 1);

export const text = (value: RawValue): string => String(value);

export const textOrNull = (value: RawValue): string | null => (value === null ? null : String(value));

/** A date column: a Date, or the text or milliseconds SQLite may store. */
export const date = (value: RawValue): Date =>
  value instanceof Date ? value : new Date(typeof value === "bigint" ? Number(value) : (value as string | number));

export const decimal = (value: RawValue): Prisma.Decimal =>
  Prisma.Decimal.isDecimal(value) ? (value as Prisma.Decimal) : new Prisma.Decimal(String(value));

export const decimalOrNull = (value: RawValue): Prisma.Decimal | null => (value === null ? null : decimal(value));
