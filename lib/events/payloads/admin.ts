import { renderApiClient, type ApiClientRow } from "../../admin/api-clients/api-client-view.ts";
import { renderAdminUser, type UserRow } from "../../admin/users/user-view.ts";
import type { PublishedEvent } from "../event-types.ts";
import { eventOf } from "./event-data.ts";

/** user.created / user.deactivated: the user as /v2/admin/users shows it (never a password or its hash). */
export const userEvent = (type: "user.created" | "user.deactivated", user: UserRow): PublishedEvent =>
  eventOf(type, renderAdminUser(user));

/** apiClient.revoked: the client as /v2/admin/api-clients shows it (never a secret). */
export const apiClientRevokedEvent = (client: ApiClientRow): PublishedEvent =>
  eventOf("apiClient.revoked", renderApiClient(client));
