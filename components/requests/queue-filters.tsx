"use client";

import { useEffect, useState } from "react";
import { BASE_TYPES, BASE_TYPES_BY_TYPE, REQUEST_STATUSES, REQUEST_TYPES } from "@/lib/requests/schemas.ts";
import { PAGE_SIZES } from "./queue-options.ts";
import { requestGroupName, statusWords, subTypeName } from "./request-words.ts";
import type { QueueFilter } from "./use-request-queue.ts";
import styles from "./requests.module.css";

const ALL = "";
const SEARCH_PAUSE_MS = 350;

/** Search, type, sub-type, status and page size; any change goes back to the first page. */
export function QueueFilters({ filter, onChange }: { filter: QueueFilter; onChange: (next: QueueFilter) => void }) {
  const subTypes: readonly string[] = filter.requestType ? BASE_TYPES_BY_TYPE[filter.requestType as keyof typeof BASE_TYPES_BY_TYPE] : BASE_TYPES;
  const set = (patch: Partial<QueueFilter>) => onChange({ ...filter, ...patch, offset: 0 });
  const [search, setSearch] = useState(filter.search ?? "");
  // Searching waits for a pause in typing, so each keystroke does not fetch a page.
  useEffect(() => {
    if (search.trim() === (filter.search ?? "")) return;
    const timer = setTimeout(() => onChange({ ...filter, search: search.trim() || undefined, offset: 0 }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filter, onChange]);

  return (
    <form className={styles.filters} role="search" aria-label="Filter requests" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor="filter-search">Search</label>
        <input id="filter-search" type="search" placeholder="Request id, customer name, mobile or email" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="filter-type">Type</label>
        <select id="filter-type" value={filter.requestType ?? ALL} onChange={(e) => set({ requestType: e.target.value || undefined, requestSubType: undefined })}>
          <option value={ALL}>All types</option>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {requestGroupName(t)}
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
              {subTypeName(t)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" value={filter.status ?? ALL} onChange={(e) => set({ status: e.target.value || undefined })}>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusWords(s).label}
            </option>
          ))}
          <option value={ALL}>All statuses</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-limit">Per page</label>
        <select id="filter-limit" value={filter.limit} onChange={(e) => set({ limit: Number(e.target.value) })}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
