"use client";

import { writeCsv } from "@/lib/csv/write-csv.ts";
import { downloadCsv } from "@/components/csv/download-csv.ts";
import type { ScheduleEntry } from "./expiry-chart-data.ts";
import { Button } from "@/components/ui/button.tsx";

const FIELDS = ["expiryDate", "points", "programId", "programName", "pointsType", "expiryType"];

/** The schedule as shown (same options), one CSV row per table row. */
export function ExportScheduleCsv({
  customerId,
  entries,
  programName,
}: {
  customerId: number;
  entries: ScheduleEntry[];
  programName: (id: number) => string;
}) {
  const download = () =>
    downloadCsv(
      `customer-${customerId}-expiry-schedule.csv`,
      writeCsv(
        FIELDS,
        entries.map((e) => [e.expiryDate, e.points, e.programId, programName(e.programId), e.pointsType, e.expiryType]),
      ),
    );
  return (
    <p>
      <Button type="button" variant="secondary" onClick={download}>
        Download schedule as CSV
      </Button>
    </p>
  );
}
