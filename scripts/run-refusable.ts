import { isDomainError } from "../lib/errors/domain-error.ts";

/**
 * An operator script's work against the app's database: a refusal of the domain is printed as
 * "<command> refused: <message>" with exit code 1 (anything else is thrown on); the client is always disconnected.
 */
export async function runRefusable(
  command: string,
  db: { $disconnect(): Promise<void> },
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    console.error(`${command} refused: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
  }
}
