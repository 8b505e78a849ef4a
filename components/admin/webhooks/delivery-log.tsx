import Link from "next/link";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import type { DeliveryStatus, DeliveryView } from "@/lib/webhooks/webhook-view.ts";
import {
  DELIVERY_STATUS_TONE,
  DELIVERY_STATUS_WORD,
  DELIVERY_STATUSES,
  deliveryPath,
  webhookPath,
} from "./webhook-words.ts";
import layout from "@/components/ui/layout.module.css";

interface Props {
  webhookId: number;
  deliveries: DeliveryView[];
  status: DeliveryStatus | undefined;
  /** The cursors that led to this page, first page's none: the pager's way back. */
  trail: string[];
  next: string | null;
  timeZone: string;
  /** The filter or cursor in the address was not understood and the first page is shown. */
  badQuery: boolean;
}

/** The log's address for a filter and the cursors up to a page. */
export function deliveryLogHref(webhookId: number, status: DeliveryStatus | undefined, trail: readonly string[]) {
  const search = new URLSearchParams();
  if (status) search.set("status", status);
  trail.forEach((cursor) => search.append("after", cursor));
  const query = search.toString();
  return `${webhookPath(webhookId)}${query ? `?${query}` : ""}#deliveries-heading`;
}

/** A subscription's deliveries, newest first: filtered by status, paged by the API's cursor. */
export function DeliveryLog({ webhookId, deliveries, status, trail, next, timeZone, badQuery }: Props) {
  const when = (iso: string | null, none: string) => (iso ? isoInZone(iso, timeZone) : none);
  const columns: Column<DeliveryView>[] = [
    {
      key: "event",
      header: "Event id",
      rowHeader: true,
      cell: (delivery) => (
        <Link href={deliveryPath(webhookId, delivery.id)} className={layout.code}>
          {delivery.eventId}
        </Link>
      ),
    },
    { key: "type", header: "Event type", cell: (delivery) => delivery.eventType },
    {
      key: "status",
      header: "Status",
      cell: (delivery) => (
        <Badge tone={DELIVERY_STATUS_TONE[delivery.status]}>{DELIVERY_STATUS_WORD[delivery.status]}</Badge>
      ),
    },
    { key: "attempts", header: "Attempts", cell: (delivery) => delivery.attempts },
    {
      key: "last",
      header: "Last response",
      cell: (delivery) =>
        delivery.lastAttemptAt
          ? `${delivery.lastResponseStatus ?? "no response"} at ${when(delivery.lastAttemptAt, "")}`
          : "Not attempted yet",
    },
    { key: "next", header: "Next attempt", cell: (delivery) => when(delivery.nextAttemptAt, "None") },
  ];
  const page = trail.length;
  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading">Delivery log</h2>
      <form method="get" action={webhookPath(webhookId)} className={layout.filterBar} aria-label="Filter deliveries">
        <SelectField
          id="deliveries-status"
          name="status"
          label="Status"
          emptyOption="Any status"
          defaultValue={status ?? ""}
          options={DELIVERY_STATUSES.map((value) => ({ value, label: DELIVERY_STATUS_WORD[value] }))}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {badQuery && (
        <p role="alert" className="form-error">
          The filter or page was not understood; the first page of every delivery is shown.
        </p>
      )}
      <DataTable
        caption="Deliveries, newest first"
        columns={columns}
        rows={deliveries}
        rowTestIdPrefix="delivery-row"
        empty={status ? "No delivery has this status." : "No deliveries yet: send a test event above."}
      />
      {(page > 0 || next) && (
        <LinkPager
          label="Delivery pages"
          page={page}
          hasNext={next !== null}
          href={(target) =>
            deliveryLogHref(webhookId, status, target <= page ? trail.slice(0, target) : [...trail, next ?? ""])
          }
        />
      )}
    </section>
  );
}
