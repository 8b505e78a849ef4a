import type { OperationDoc } from "./operation-doc.ts";
import { gatewayOperations } from "./operations/gateway-operations.ts";
import { v11ProductOperations } from "./operations/v1-1-product-operations.ts";
import { v11RequestOperations } from "./operations/v1-1-request-operations.ts";
import { v2AdminUserOperations } from "./operations/v2-admin-user-operations.ts";
import { v2AdminApiClientOperations } from "./operations/v2-admin-api-client-operations.ts";
import { v2AdminSettingsOperations } from "./operations/v2-admin-settings-operations.ts";
import { v2AdminCatalogueOperations } from "./operations/v2-admin-catalogue-operations.ts";
import { v2AuditOperations } from "./operations/v2-audit-operations.ts";
import { v2CustomerOperations } from "./operations/v2-customer-operations.ts";
import { v2MeOperations } from "./operations/v2-me-operations.ts";
import { v2MeSecondFactorOperations } from "./operations/v2-me-second-factor-operations.ts";
import { v2MePasskeyOperations } from "./operations/v2-me-passkey-operations.ts";
import { v2RequestOperations } from "./operations/v2-request-operations.ts";
import { v2SessionOperations } from "./operations/v2-session-operations.ts";
import { v3Operations } from "./operations/v3-operations.ts";
import { v2WebhookOperations } from "./operations/v2-webhook-operations.ts";

/** Every operation the route handlers under app/ serve; the contract test checks none is missing. */
export const API_OPERATIONS: readonly OperationDoc[] = [
  ...v11RequestOperations,
  ...v11ProductOperations,
  ...v2CustomerOperations,
  ...v2RequestOperations,
  ...v2AuditOperations,
  ...v2MeOperations,
  ...v2SessionOperations,
  ...v2MeSecondFactorOperations,
  ...v2MePasskeyOperations,
  ...v2AdminUserOperations,
  ...v2AdminApiClientOperations,
  ...v2AdminSettingsOperations,
  ...v2AdminCatalogueOperations,
  ...v2WebhookOperations,
  ...v3Operations,
  ...gatewayOperations,
];
