"use server";

import type { z } from "zod";
import type { createVendorSchema, updateVendorSchema } from "@/lib/vendors/schemas.ts";
import { runConsoleAction } from "./console-action.ts";
import { createVendorOperation, setVendorEnabledOperation, updateVendorOperation } from "./vendor-operations.ts";

export async function createVendorAction(input: z.input<typeof createVendorSchema>) {
  return runConsoleAction(createVendorOperation, input);
}

/** Changes the fields sent; an omitted secret is kept. */
export async function updateVendorAction(id: number, changes: z.input<typeof updateVendorSchema>) {
  return runConsoleAction(updateVendorOperation, changes, id);
}

export async function setVendorEnabledAction(id: number, enabled: boolean) {
  return runConsoleAction(setVendorEnabledOperation, { enabled }, id);
}
