"use server";

import type { z } from "zod";
import type { changeLabelsSchema } from "@/lib/labels/schemas.ts";
import { runConsoleAction } from "./console-action.ts";
import { changeLabelsOperation } from "./label-operations.ts";

/** Attaches and detaches the organization's labels on one customer. */
export async function changeLabelsAction(customerId: number, changes: z.input<typeof changeLabelsSchema>) {
  return runConsoleAction(changeLabelsOperation, changes, customerId);
}
