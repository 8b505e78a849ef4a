import { defineHttpError } from "./define-error.ts";

// The admin catalogue (part of the catalogue: lib/errors/catalogue.ts): programs, brands, dictionaries,
// coupon series, org units and labels. Ours: the original has no such operations.
export const catalogueEntryNotFound = defineHttpError<[noun: string, id: string]>(404, "No {noun} with id {id}");
export const catalogueKindNotFound = defineHttpError<[kind: string]>(
  404,
  "Unknown dictionary kind {kind}: use brand, color, category, size or style",
);
export const catalogueNameTaken = defineHttpError<[noun: string, name: string]>(
  409,
  "A {noun} named {name} already exists",
  { field: "name" },
);
export const catalogueEntryInUse = defineHttpError<[noun: string, name: string, usage: string]>(
  409,
  "The {noun} {name} is in use by {usage}; deactivate it instead",
);
export const defaultProgramKept = defineHttpError<[name: string]>(
  409,
  "The program {name} is the organization's default program: choose another default before deactivating it",
  { field: "active" },
);
