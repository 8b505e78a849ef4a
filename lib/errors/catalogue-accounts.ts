import { defineError } from "./define-error.ts";

// Ours: one-time passwords, one's own password and new organizations.
export const passwordChangeRequired = defineError(
  403,
  403,
  "Your password is a one-time password: change it first (POST /v2/me/password, or the console's password page).",
);
export const secondFactorEnrolmentRequired = defineError(
  403,
  403,
  "Your organization requires a second factor for your access: set up an authenticator app or a passkey first (the console's security page).",
);
export const passwordChangeForUsersOnly = defineError(
  403,
  403,
  "Only users have a password to change here: an API client's secret is rotated by an administrator.",
);
export const currentPasswordWrong = defineError(400, 400, "currentPassword: the current password is not correct.", {
  field: "currentPassword",
});
export const newPasswordRefused = defineError<[reason: string]>(400, 400, "newPassword: {reason}.", {
  field: "newPassword",
});
export const organizationNameTaken = defineError<[name: string]>(
  409,
  409,
  'An organization named "{name}" already exists.',
  { field: "name" },
);
export const usernameTaken = defineError<[username: string]>(409, 409, 'The username "{username}" is taken.', {
  field: "username",
});
export const parentOrganizationUnknown = defineError<[orgId: string]>(
  404,
  404,
  "Parent organization {orgId} does not exist.",
  { field: "parent" },
);
export const parentOrganizationIsChild = defineError<[orgId: string]>(
  409,
  409,
  "Organization {orgId} is itself a connected child and cannot be a parent.",
  { field: "parent" },
);
