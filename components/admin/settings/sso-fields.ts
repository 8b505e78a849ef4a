import type { ComponentProps } from "react";
import type { SsoSettingsView } from "@/lib/auth/sso/sso-settings-schema.ts";
import type { InputField } from "@/components/ui/form-field.tsx";
import type { TextAreaField } from "@/components/ui/text-area-field.tsx";

/** "idp-group: admin, requests.write" per line, the settings' groupMap as text an admin can edit. */
const groupMapText = (map: Record<string, string[]>) =>
  Object.entries(map)
    .map(([group, groups]) => `${group}: ${groups.join(", ")}`)
    .join("\n");

/** The single sign-on form's text fields, each showing its stored setting; the client secret is never shown. */
export function ssoFields(saved: SsoSettingsView | null) {
  return {
    issuer: {
      id: "sso-issuer",
      label: "Issuer URL",
      name: "issuer",
      defaultValue: saved?.issuer ?? "",
      placeholder: "https://idp.example.com",
    },
    clientId: {
      id: "sso-client-id",
      label: "Client ID",
      name: "clientId",
      defaultValue: saved?.clientId ?? "",
      autoComplete: "off",
    },
    clientSecret: {
      id: "sso-client-secret",
      label: "Client secret",
      name: "clientSecret",
      type: "password",
      autoComplete: "new-password",
      placeholder: saved ? "(stored; leave blank to keep it)" : "",
    },
    groupsClaim: {
      id: "sso-groups-claim",
      label: "Groups claim",
      name: "groupsClaim",
      defaultValue: saved?.groupsClaim ?? "groups",
    },
    signInName: {
      id: "sso-sign-in-name",
      label: "Sign-in name",
      name: "signInName",
      defaultValue: saved?.signInName ?? "",
      placeholder: "derived from the organization's name",
    },
    breakGlassAdmins: {
      id: "sso-break-glass",
      label: "Break-glass admins (usernames)",
      name: "breakGlassAdmins",
      defaultValue: (saved?.breakGlassAdmins ?? []).join(", "),
      placeholder: "none named: every active admin",
    },
  } satisfies Record<string, ComponentProps<typeof InputField>>;
}

/** The group mapping, one IdP group per line. */
export const ssoGroupMapField = (saved: SsoSettingsView | null) =>
  ({
    id: "sso-group-map",
    label: "Group mapping (one per line: IdP group: access groups)",
    hint: "A user none of whose IdP groups maps here is refused.",
    name: "groupMap",
    rows: 4,
    defaultValue: groupMapText(saved?.groupMap ?? {}),
    placeholder: "loyalty-admins: admin\nloyalty-checkers: requests.approve, points.read",
  }) satisfies ComponentProps<typeof TextAreaField>;
