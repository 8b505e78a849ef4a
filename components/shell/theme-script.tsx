import { headers } from "next/headers";
import { THEME_BOOT_SCRIPT } from "./theme.ts";

/**
 * Sets the remembered theme before the first paint, so a dark choice never flashes light. It is inline
 * for that reason and carries the request's CSP nonce (set by proxy.ts as x-nonce) to be allowed to run.
 */
export async function ThemeScript() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />;
}
