"use client";

import { CsvDownloadButton } from "@/components/csv/csv-download-button.tsx";
import { apiFetch } from "@/lib/client/api-client.ts";
import { writeCsv } from "@/lib/csv/write-csv.ts";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import { queueSearch, type QueueFilter, type QueuePage, type RequestSummary } from "./use-request-queue.ts";

const PAGE_LIMIT = 100;
const FIELDS = [
  "id",
  "type",
  "baseType",
  "status",
  "customerId",
  "customerName",
  "survivorId",
  "requestedPoints",
  "billNumber",
  "billAmount",
  "source",
  "addedOn",
  "lastUpdatedOn",
  "requestedBy",
  "lastUpdatedBy",
];

/**
 * Downloads every request matching the queue's current filter (all pages, in the queue's order) as CSV.
 * A separate component so the queue page can place it wherever its toolbar has room.
 */
export function ExportQueueCsv({ filter, timeZone }: { filter: QueueFilter; timeZone: string }) {
  return (
    <CsvDownloadButton
      label="Export as CSV"
      fileName="requests.csv"
      what="requests"
      build={async () => queueCsv(await fetchAll(filter), timeZone)}
    />
  );
}

async function fetchAll(filter: QueueFilter): Promise<RequestSummary[]> {
  const requests: RequestSummary[] = [];
  // `offset` is a page number, not a row count.
  for (let offset = 0; ; offset += 1) {
    const page = await apiFetch<QueuePage>(`/v2/requests?${queueSearch({ ...filter, offset, limit: PAGE_LIMIT })}`);
    requests.push(...page.data);
    if (page.data.length < PAGE_LIMIT || requests.length >= page.pagination.total) return requests;
  }
}

/** The times are written in the organization's zone, as the console shows them. */
function queueCsv(requests: RequestSummary[], timeZone: string): string {
  const cell = (request: RequestSummary, key: string): string | number | boolean | undefined => {
    const value = (request as Record<string, unknown>)[key];
    if (value && typeof value === "object" && "code" in value) return String((value as { code: unknown }).code);
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;
  };
  const rows = requests.map((request) =>
    FIELDS.map((field) => {
      if (field === "customerId") return request.userId;
      if (field === "addedOn" || field === "lastUpdatedOn") return isoInZone(request[field], timeZone);
      return cell(request, field);
    }),
  );
  return writeCsv(FIELDS, rows);
}
