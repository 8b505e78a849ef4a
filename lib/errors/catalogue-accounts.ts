import { defineFieldError, defineHttpError, defineUsersOnly } from "./define-error.ts";

// Ours: one-time passwords, one's own password and new organizations.
export const passwordChangeRequired = defineHttpError(
  403,
  "Your password is a one-time password: change it first (POST /v2/me/password, or the console's password page).",
);
export const secondFactorEnrolmentRequired = defineHttpError(
  403,
  "Your organization requires a second factor for your access: set up an authenticator app or a passkey first (the console's security page).",
);
export const passwordChangeForUsersOnly = defineUsersOnly(
  "have a password to change here",
  "an API client's secret is rotated by an administrator",
);
export const currentPasswordWrong = defineFieldError("currentPassword", "the current password is not correct.");
export const newPasswordRefused = defineFieldError<[reason: string]>("newPassword", "{reason}.");
export const organizationNameTaken = defineHttpError<[name: string]>(
  409,
  'An organization named "{name}" already exists.',
  { field: "name" },
);
export const usernameTaken = defineHttpError<[username: string]>(409, 'The username "{username}" is taken.', {
  field: "username",
});
export const parentOrganizationUnknown = defineHttpError<[orgId: string]>(
  404,
  "Parent organization {orgId} does not exist.",
  { field: "parent" },
);
export const parentOrganizationIsChild = defineHttpError<[orgId: string]>(
  409,
  "Organization {orgId} is itself a connected child and cannot be a parent.",
  { field: "parent" },
);
