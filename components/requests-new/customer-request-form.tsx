"use client";

import type { FormEventHandler, ReactNode } from "react";
import { CreatedRequest } from "./created-request.tsx";
import { CustomerLookup } from "./customer-lookup.tsx";
import type { CustomerRequest } from "./use-customer-request.ts";
import styles from "./request-forms.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

interface Props {
  request: CustomerRequest;
  initialCustomerId?: string;
  /** Prefixes the heading's id. */
  name: string;
  heading: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A dialog the form may open before sending, such as the confirmation of a large amount. */
  confirmation?: ReactNode;
  /** The request's own fields. */
  children: ReactNode;
}

/** The customer lookup, then the request's fields with its submit button and problem, then the created request. */
export function CustomerRequestForm({
  request,
  initialCustomerId,
  name,
  heading,
  submitLabel,
  onSubmit,
  confirmation,
  children,
}: Props) {
  return (
    <>
      {confirmation}
      <CustomerLookup
        key={request.round}
        name="customer"
        title="Customer"
        customer={request.customer}
        onCustomer={request.setCustomer}
        initialCustomerId={request.round === 0 ? initialCustomerId : undefined}
      />
      <form onSubmit={onSubmit} noValidate className={`panel ${styles.formPanel}`} aria-labelledby={`${name}-heading`}>
        <h2 id={`${name}-heading`}>{heading}</h2>
        {children}
        <div className={styles.actions}>
          <Button type="submit" disabled={request.busy}>
            {submitLabel}
          </Button>
        </div>
        <FormError>{request.problem}</FormError>
      </form>
      {request.createdId !== null && <CreatedRequest id={request.createdId} what={request.what} />}
    </>
  );
}
