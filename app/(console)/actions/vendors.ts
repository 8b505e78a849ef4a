"use server";

import type { z } from "zod";
import type { createVendorSchema, updateVendorSchema } from "@/lib/vendors/schemas.ts";
import { consoleCall, performConsoleOperation } from "./console-action.ts";
import { createVendorOperation, setVendorEnabledOperation, updateVendorOperation } from "./vendor-operations.ts";

export async function createVendorAction(input: z.input<typeof createVendorSchema>) {
  return performConsoleOperation(await consoleCall(), createVendorOperation, input);
}

/** Changes the fields sent; an omitted secret is kept. */
export async function updateVendorAction(id: number, changes: z.input<typeof updateVendorSchema>) {
  return performConsoleOperation(await consoleCall(), updateVendorOperation, changes, id);
}

export async function setVendorEnabledAction(id: number, enabled: boolean) {
  return performConsoleOperation(await consoleCall(), setVendorEnabledOperation, { enabled }, id);
}
