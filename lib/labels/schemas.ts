import { z } from "zod";
import { limitOffsetQuery } from "../validation/query-int.ts";

// Client-safe: the label pages reuse these through zodResolver.

export const LABEL_LIMITS = {
  /** Longest label name (the spec leaves the bound open). */
  name: 100,
  /** Most label names per list (add, remove) in one call. */
  itemsPerList: 100,
} as const;

export const labelNameSchema = z
  .string({ error: "labelName must be a string" })
  .trim()
  .min(1, "labelName is required")
  .max(LABEL_LIMITS.name, `labelName must be at most ${LABEL_LIMITS.name} characters`);

const labelList = z
  .array(z.object({ labelName: labelNameSchema }).strict())
  .max(LABEL_LIMITS.itemsPerList, `at most ${LABEL_LIMITS.itemsPerList} labels per list`);

/** Both lists are optional; a name may not be in both (the call would contradict itself). */
export const changeLabelsSchema = z
  .object({ add: labelList.optional(), remove: labelList.optional() })
  .strict()
  .superRefine((body, ctx) => {
    const adding = new Set(body.add?.map((item) => item.labelName));
    body.remove?.forEach((item, index) => {
      if (adding.has(item.labelName))
        ctx.addIssue({
          code: "custom",
          path: ["remove", index, "labelName"],
          message: `${item.labelName} is both added and removed`,
        });
    });
  });
export type ChangeLabelsInput = z.output<typeof changeLabelsSchema>;

export const createLabelSchema = z.object({ labelName: labelNameSchema }).strict();
export type CreateLabelInput = z.output<typeof createLabelSchema>;

export const labelListQuerySchema = limitOffsetQuery(1000, 200);
export type LabelListQuery = z.output<typeof labelListQuerySchema>;
