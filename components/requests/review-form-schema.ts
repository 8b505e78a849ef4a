import { z } from "zod";
import { v11ReviewItemSchema } from "@/lib/requests/schemas.ts";

// Derived from the approve API's item schema so the page refuses exactly what the API refuses.
const pointsField = z.union([z.literal(""), v11ReviewItemSchema.shape.points.unwrap()]);

export const reviewFormSchema = z.object({
  comment: v11ReviewItemSchema.shape.updated_comments,
  points: z.record(z.string(), pointsField),
});
export type ReviewFormValues = z.input<typeof reviewFormSchema>;

/** Form keys for a row's points: react-hook-form reads bare numbers as array indexes. */
export const pointsKey = (id: number) => `r${id}`;
