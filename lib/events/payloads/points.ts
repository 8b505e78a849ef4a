import { formatLocalDate, formatLocalIso } from "../../time/server-time.ts";
import type { PublishedEvent } from "../event-types.ts";
import { asEventData } from "./event-data.ts";

/** Points credited to a customer: one lot, in the organization's default program. */
export interface PointsCredit {
  customerId: number;
  points: { toString(): string };
  pointsType: string;
  expiryType: "fixed" | "rolling";
  expiresAt: Date;
  requestId: number;
  /** The transaction that earned them; absent for goodwill points. */
  transactionId?: number;
}

/** points.credited: the lot as the expiry schedule (GET /v2/customers/points/expirySchedule) shows it. */
export function pointsCreditedEvent(credit: PointsCredit): PublishedEvent {
  return {
    type: "points.credited",
    data: asEventData({
      customerId: credit.customerId,
      points: credit.points.toString(),
      pointsType: credit.pointsType,
      expiryType: credit.expiryType,
      expiryDate: formatLocalDate(credit.expiresAt),
      expiryDateISO: formatLocalIso(credit.expiresAt),
      source: credit.transactionId === undefined ? "goodwill" : "transaction",
      requestId: credit.requestId,
      ...(credit.transactionId === undefined ? {} : { transactionId: credit.transactionId }),
    }),
  };
}
