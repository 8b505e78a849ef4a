"use client";

import { useEffect, useState, type ChangeEvent } from "react";
import { SelectField } from "@/components/ui/select-field.tsx";
import { BASE_TYPES, BASE_TYPES_BY_TYPE, REQUEST_STATUSES, REQUEST_TYPES } from "@/lib/requests/schemas.ts";
import { PAGE_SIZES } from "./queue-options.ts";
import { requestGroupName, statusWords, subTypeName } from "./request-words.ts";
import type { QueueFilter } from "./use-request-queue.ts";
import styles from "./requests.module.css";
import { InputField } from "@/components/ui/form-field.tsx";

const ALL = "";
// The filters a control sets as text, blank for any.
type TextFilter = "requestType" | "requestSubType" | "status" | "requestedBy" | "decidedOn";
const SEARCH_PAUSE_MS = 350;

/** Search, type, sub-type, status and page size; any change goes back to the first page. */
export function QueueFilters({
  filter,
  viewer,
  onChange,
}: {
  filter: QueueFilter;
  /** The signed-in user's username, for "only my requests". */
  viewer: string;
  onChange: (next: QueueFilter) => void;
}) {
  const subTypes: readonly string[] = filter.requestType
    ? BASE_TYPES_BY_TYPE[filter.requestType as keyof typeof BASE_TYPES_BY_TYPE]
    : BASE_TYPES;
  const set = (patch: Partial<QueueFilter>) => onChange({ ...filter, ...patch, offset: 0 });
  // A control bound to one filter: blank means any; `also` clears the filters that depend on it.
  const bind = (key: TextFilter, also: Partial<QueueFilter> = {}) => ({
    value: filter[key] ?? ALL,
    onChange: (e: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
      set({ [key]: e.target.value || undefined, ...also } as Partial<QueueFilter>),
  });
  const [search, setSearch] = useState(filter.search ?? "");
  // Searching waits for a pause in typing, so each keystroke does not fetch a page.
  useEffect(() => {
    if (search.trim() === (filter.search ?? "")) return;
    const timer = setTimeout(
      () => onChange({ ...filter, search: search.trim() || undefined, offset: 0 }),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filter, onChange]);

  return (
    <form className={styles.filters} role="search" aria-label="Filter requests" onSubmit={(e) => e.preventDefault()}>
      <InputField
        id="filter-search"
        label="Search"
        type="search"
        placeholder="Request id, customer name, mobile or email"
        maxLength={100}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField
        id="filter-type"
        label="Type"
        emptyOption="All types"
        options={REQUEST_TYPES.map((t) => ({ value: t, label: requestGroupName(t) }))}
        {...bind("requestType", { requestSubType: undefined })}
      />
      <SelectField
        id="filter-subtype"
        label="Sub-type"
        emptyOption="All sub-types"
        options={subTypes.map((t) => ({ value: t, label: subTypeName(t) }))}
        {...bind("requestSubType")}
      />
      <SelectField
        id="filter-status"
        label="Status"
        // "All statuses" comes last: the statuses a reviewer works from come first.
        options={[
          ...REQUEST_STATUSES.map((s) => ({ value: s, label: statusWords(s).label })),
          { value: ALL, label: "All statuses" },
        ]}
        {...bind("status")}
      />
      <InputField id="filter-decided" label="Decided on" type="date" {...bind("decidedOn")} />
      <SelectField
        id="filter-requester"
        label="Requested by"
        emptyOption="Anyone"
        options={[
          { value: viewer, label: `Me (${viewer})` },
          // A requester named in the URL other than the viewer stays choosable.
          ...(filter.requestedBy && filter.requestedBy !== viewer ? [filter.requestedBy] : []),
        ]}
        {...bind("requestedBy")}
      />
      <SelectField
        id="filter-limit"
        label="Per page"
        options={PAGE_SIZES.map(String)}
        value={filter.limit}
        onChange={(e) => set({ limit: Number(e.target.value) })}
      />
    </form>
  );
}
