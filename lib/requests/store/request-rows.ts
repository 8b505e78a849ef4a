// The request row's columns and decoding, as the queue's page reads them; the request store holds them.
export {
  requestColumnsSql,
  SUMMARY_COLUMNS,
  toRequestSummaryFields,
  type RawRequestRow,
  type SummaryColumn,
} from "./request-store.ts";
