import { describe, expect, it } from "vitest";
import { namesStatements, StatementNames } from "./pg-direct.ts";

// That a named statement is prepared once per connection and planned generically is tested against the
// database in lib/db/page-sql.test.ts.
describe("prepared statement names", () => {
  it("name each distinct text once, and no more texts than the cap: the rest run unnamed", () => {
    const names = new StatementNames(3);
    const [a, b, c] = ["SELECT 1", "SELECT 2", "SELECT 3"].map((text) => names.nameOf(text));
    expect(new Set([a, b, c]).size).toBe(3);
    expect(names.nameOf("SELECT 2")).toBe(b);
    expect(names.nameOf("SELECT 4")).toBeUndefined();
    expect(names.nameOf("SELECT 1")).toBe(a);
  });

  it("name each statement on PostgreSQL unless DATABASE_URL says pgbouncer=true", () => {
    expect(namesStatements("postgresql://u@h/db")).toBe(true);
    expect(namesStatements("postgresql://u@h/db?schema=public&pgbouncer=true")).toBe(false);
    expect(namesStatements("postgresql://u@h/db?pgbouncer=true&schema=public")).toBe(false);
    expect(namesStatements("postgresql://u@h/db?pgbouncer=false")).toBe(true);
  });
});
