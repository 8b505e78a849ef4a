"use client";

import { BASE_TYPES, BASE_TYPES_BY_TYPE, REQUEST_STATUSES, REQUEST_TYPES } from "@/lib/requests/schemas.ts";
import type { QueueFilter } from "./use-request-queue.ts";
import styles from "./requests.module.css";

const ALL = "";

/** Type, sub-type and status filters; any change goes back to the first page. */
export function QueueFilters({ filter, onChange }: { filter: QueueFilter; onChange: (next: QueueFilter) => void }) {
  const subTypes: readonly string[] = filter.requestType ? BASE_TYPES_BY_TYPE[filter.requestType as keyof typeof BASE_TYPES_BY_TYPE] : BASE_TYPES;
  const set = (patch: Partial<QueueFilter>) => onChange({ ...filter, ...patch, offset: 0 });
  return (
    <form className={styles.filters} role="search" aria-label="Filter requests" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor="filter-type">Type</label>
        <select id="filter-type" value={filter.requestType ?? ALL} onChange={(e) => set({ requestType: e.target.value || undefined, requestSubType: undefined })}>
          <option value={ALL}>All types</option>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-subtype">Sub-type</label>
        <select id="filter-subtype" value={filter.requestSubType ?? ALL} onChange={(e) => set({ requestSubType: e.target.value || undefined })}>
          <option value={ALL}>All sub-types</option>
          {subTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" value={filter.status ?? ALL} onChange={(e) => set({ status: e.target.value || undefined })}>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          <option value={ALL}>All statuses</option>
        </select>
      </div>
    </form>
  );
}
