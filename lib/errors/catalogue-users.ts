import { defineHttpError } from "./define-error.ts";

// User administration (part of the catalogue: lib/errors/catalogue.ts). Ours: the original has no such API.
export const userNotFound = defineHttpError(404, "User not found");
export const ownAccessGroupsUnchangeable = defineHttpError(
  403,
  "You cannot change your own access groups: another administrator must do it.",
  { field: "accessGroups" },
);
export const ownDeactivationRefused = defineHttpError(
  403,
  "You cannot deactivate yourself: another administrator must do it.",
  { field: "status" },
);
export const ownPasswordResetRefused = defineHttpError(
  403,
  "You cannot reset your own password here: change it with POST /v2/me/password.",
);
export const lastActiveAdmin = defineHttpError<[change: "deactivate" | "demote"]>(
  409,
  "This is the organization's last active administrator: {change} it only after another user holds admin.",
  {
    params: (change) => ({ change: change === "deactivate" ? "deactivate" : "remove admin from" }),
  },
);
