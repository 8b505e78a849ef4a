import { describe, expect, it } from "vitest";
import { createWebhookSchema, updateWebhookSchema } from "./schemas.ts";

describe("webhook event type lists", () => {
  it('keep "*" alone when listed with other types, and drop repeats otherwise', () => {
    const url = "https://hooks.example.com/x";
    expect(createWebhookSchema.parse({ url, eventTypes: ["vendor.created", "*", "*"] }).eventTypes).toEqual(["*"]);
    expect(updateWebhookSchema.parse({ eventTypes: ["user.created", "*"] }).eventTypes).toEqual(["*"]);
    expect(
      createWebhookSchema.parse({ url, eventTypes: ["user.created", "vendor.created", "user.created"] }).eventTypes,
    ).toEqual(["user.created", "vendor.created"]);
    expect(createWebhookSchema.safeParse({ url, eventTypes: ["*", "nope"] }).success).toBe(false);
  });
});
