"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { ACCESS_GROUP_LABELS, ACCESS_GROUPS, type AccessGroup } from "@/lib/auth/access-groups.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { useSaveOrganizationSettings } from "./use-organization-settings.ts";
import styles from "./settings.module.css";
import { Button } from "@/components/ui/button.tsx";

/**
 * Which access groups must hold a second factor (mfaRequiredFor). Saved on its own, so it never sends the
 * rest of the settings form along.
 */
export function MfaSettings({ requiredFor }: { requiredFor: AccessGroup[] }) {
  const router = useRouter();
  const save = useSaveOrganizationSettings();
  const [saved, setSaved] = useState<AccessGroup[]>(requiredFor);
  const [chosen, setChosen] = useState<Set<AccessGroup>>(new Set(requiredFor));
  const [failure, setFailure] = useState("");

  const toggle = (group: AccessGroup, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(group);
    else next.delete(group);
    setChosen(next);
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure("");
    const mfaRequiredFor = ACCESS_GROUPS.filter((group) => chosen.has(group));
    try {
      const data = await save.mutateAsync({ mfaRequiredFor });
      setSaved(data.mfaRequiredFor);
      setChosen(new Set(data.mfaRequiredFor));
      notifySuccess("Second-factor requirement saved", "It applies from each user's next call.");
      router.refresh();
    } catch (error) {
      setFailure(error instanceof Refused ? error.message : "Not saved; try again.");
      notifyFailure(error, "The requirement could not be saved; try again.", "Not saved");
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Second-factor requirement">
      <fieldset className={styles.group}>
        <legend>Second factor required for</legend>
        <p className="muted" id="mfa-hint">
          Users holding any checked access group must set up an authenticator app or a passkey. Until they do, every
          page sends them to their security page and the API answers 403. Saved now:{" "}
          {saved.length ? saved.join(", ") : "nobody"}.
        </p>
        <div className={styles.columns}>
          {ACCESS_GROUPS.map((group) => (
            <label key={group} htmlFor={`mfa-${group}`}>
              <input
                id={`mfa-${group}`}
                type="checkbox"
                aria-describedby="mfa-hint"
                checked={chosen.has(group)}
                onChange={(event) => toggle(group, event.target.checked)}
              />{" "}
              {ACCESS_GROUP_LABELS[group]}
            </label>
          ))}
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            Save second-factor requirement
          </Button>
        </div>
        {failure && (
          <div role="alert" className="form-error">
            {failure}
          </div>
        )}
      </fieldset>
    </form>
  );
}
