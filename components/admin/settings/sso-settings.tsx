"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { SsoSettingsPatch, SsoSettingsView } from "@/lib/auth/sso/sso-settings-schema.ts";
import { useSaveOrganizationSettings } from "./use-organization-settings.ts";
import styles from "./settings.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { TextAreaField } from "@/components/ui/text-area-field.tsx";
import { ssoFields, ssoGroupMapField } from "./sso-fields.ts";
import { FormError } from "@/components/ui/form-error.tsx";

function parseGroupMap(text: string): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const line of text.split("\n")) {
    const at = line.lastIndexOf(":");
    if (!line.trim()) continue;
    const group = (at < 0 ? line : line.slice(0, at)).trim();
    const groups =
      at < 0
        ? []
        : line
            .slice(at + 1)
            .split(/[\s,]+/)
            .filter(Boolean);
    map[group] = [...(map[group] ?? []), ...groups];
  }
  return map;
}

const names = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Single sign-on with the organization's OpenID provider: what to register there and how groups map. */
export function SsoSettings({ sso }: { sso: SsoSettingsView | null }) {
  const router = useRouter();
  const save = useSaveOrganizationSettings();
  const [saved, setSaved] = useState(sso);
  const [failure, setFailure] = useState("");
  const fields = ssoFields(saved);

  const submit = async (patch: SsoSettingsPatch | null, done: string) => {
    setFailure("");
    try {
      const data = await save.mutateAsync({ sso: patch });
      setSaved(data.sso);
      notifySuccess(done);
      router.refresh();
    } catch (error) {
      const message = error instanceof Refused ? error.message : "";
      setFailure(message || "Single sign-on could not be saved; try again.");
      notifyFailure(error, "Single sign-on could not be saved; try again.", "Not saved");
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const patch: SsoSettingsPatch = {
      issuer: text("issuer"),
      clientId: text("clientId"),
      groupsClaim: text("groupsClaim") || "groups",
      groupMap: parseGroupMap(String(form.get("groupMap") ?? "")) as SsoSettingsPatch["groupMap"],
      enforce: form.get("enforce") === "on",
      breakGlassAdmins: names(text("breakGlassAdmins")),
    };
    if (text("clientSecret")) patch.clientSecret = text("clientSecret");
    if (text("signInName")) patch.signInName = text("signInName");
    void submit(patch, "Single sign-on saved");
  };

  return (
    <form onSubmit={onSubmit} className={styles.form} aria-label="Single sign-on" key={JSON.stringify(saved)}>
      <fieldset className={styles.group}>
        <legend>Single sign-on (OpenID Connect)</legend>
        {saved ? (
          <dl>
            <dt>Redirect URI to register with the provider</dt>
            <dd>
              <code data-testid="sso-redirect-uri">{saved.redirectUri}</code>
            </dd>
            <dt>Sign-in name to hand out to users</dt>
            <dd>
              <code data-testid="sso-sign-in-name">{saved.signInName}</code>
            </dd>
          </dl>
        ) : (
          <p className="muted">
            Not set up. Users then sign in with their console password. See docs/identity-sso.md for what to register.
          </p>
        )}
        <InputField {...fields.issuer} />
        <div className={styles.columns}>
          <InputField {...fields.clientId} />
          <InputField {...fields.clientSecret} />
        </div>
        <div className={styles.columns}>
          <InputField {...fields.groupsClaim} />
          <InputField {...fields.signInName} />
        </div>
        <TextAreaField {...ssoGroupMapField(saved)} />
        <label className={styles.check}>
          <input type="checkbox" name="enforce" defaultChecked={saved?.enforce ?? false} />
          <span>Enforce: console password sign-in only for break-glass admins</span>
        </label>
        <InputField {...fields.breakGlassAdmins} />
        <FormError>{failure}</FormError>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            Save single sign-on
          </Button>
          {saved && (
            <Button
              variant="secondary"
              type="button"
              disabled={save.isPending}
              onClick={() => void submit(null, "Single sign-on removed")}
            >
              Remove single sign-on
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
