"use server";

import type { z } from "zod";
import type { createTargetGroupSchema } from "@/lib/target-groups/schemas.ts";
import { runConsoleAction } from "./console-action.ts";
import {
  createTargetGroupOperation,
  deactivateTargetGroupOperation,
  updateTargetGroupOperation,
} from "./target-group-operations.ts";

type TargetGroupFields = z.input<typeof createTargetGroupSchema>;

export async function createTargetGroupAction(group: TargetGroupFields) {
  return runConsoleAction(createTargetGroupOperation, group);
}

/** Replaces the group's fields, periods, targets and streaks. */
export async function updateTargetGroupAction(id: number, group: TargetGroupFields) {
  return runConsoleAction(updateTargetGroupOperation, { ...group, id });
}

/** Deactivates the group: it stays listed, inactive. */
export async function deactivateTargetGroupAction(id: number) {
  return runConsoleAction(deactivateTargetGroupOperation, {}, id);
}
