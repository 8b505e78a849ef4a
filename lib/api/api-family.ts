import type { ErrorItem } from "../errors/domain-error.ts";

/** Each API family of the original platform has its own error envelope; a family renders it. */
export interface ApiFamily {
  readonly name: "v1.1" | "v2" | "v3" | "gateway";
  renderErrors(items: ErrorItem[], httpStatus: number): unknown;
}
