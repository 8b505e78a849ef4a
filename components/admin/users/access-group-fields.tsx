"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { ACCESS_GROUP_LABELS, ACCESS_GROUPS } from "@/lib/auth/access-groups.ts";
import styles from "./users.module.css";

interface Props {
  idPrefix: string;
  register: UseFormRegisterReturn;
  error?: string;
}

/** One checkbox per access group, registered as one list field; admin holds every group. */
export function AccessGroupFields({ idPrefix, register, error }: Props) {
  const errorId = `${idPrefix}-groups-error`;
  return (
    <fieldset className={styles.groups} aria-describedby={error ? errorId : undefined} aria-invalid={!!error}>
      <legend>Access groups</legend>
      {ACCESS_GROUPS.map((group) => (
        <label key={group} htmlFor={`${idPrefix}-group-${group}`}>
          <input id={`${idPrefix}-group-${group}`} type="checkbox" value={group} {...register} />
          {ACCESS_GROUP_LABELS[group] ?? group}
        </label>
      ))}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
