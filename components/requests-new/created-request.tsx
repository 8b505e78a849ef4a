"use client";

import Link from "next/link";
import { useRequestStatus } from "./use-create-request.ts";
import styles from "./request-forms.module.css";

/** Confirms a created request with its status as the API now reports it, and links to it. */
export function CreatedRequest({ id, what }: { id: number; what: string }) {
  const request = useRequestStatus(id);
  return (
    <div role="status" className={styles.success}>
      <p>
        {what} <Link href={`/requests/${id}`}>#{id}</Link> created
        {request.data ? (
          <>
            {" "}
            with status <strong data-testid="created-status">{request.data.status}</strong>.
          </>
        ) : (
          "."
        )}
      </p>
    </div>
  );
}
