import { v2ErrorEnvelope } from "../error-envelopes.ts";
import { operationGroup, type GroupedOperation, type OperationDefaults } from "../operation-doc.ts";

// Defaults several v2 operation files share (operationGroup), each group adding its own tag where it has one.

/** The administrators' operations: admins only, refused in the v2 envelope. */
export const V2_ADMIN = { access: "admin", envelope: v2ErrorEnvelope } as const satisfies Partial<OperationDefaults>;

const OWN_ACCOUNT: OperationDefaults = {
  tag: "Account (v2)",
  access: "signed-in",
  allowsPendingEnrolment: true,
  envelope: v2ErrorEnvelope,
};

/** Operations on the signed-in user's own account: open to a user who must still enrol a second factor. */
export const ownAccountOperations = (operations: readonly GroupedOperation[]) =>
  operationGroup(OWN_ACCOUNT, operations);
