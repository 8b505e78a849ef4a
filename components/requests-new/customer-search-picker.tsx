"use client";

import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/client/api-client.ts";
import { MIN_SEARCH_LENGTH } from "@/lib/customers/schemas.ts";
import { useCustomerSearch } from "@/components/customers/use-customer-search.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

interface Props {
  /** Prefix for element ids, unique on the page. */
  name: string;
  title: string;
  onPick: (customerId: number) => void;
}

const nameOf = (customer: { id: number; firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim() || `Customer ${customer.id}`;

/** Searches the organization's customers by name or identifier and lets the person pick one. */
export function CustomerSearchPicker({ name, title, onPick }: Props) {
  const search = useCustomerSearch();
  const [text, setText] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setTooShort([...q].length < MIN_SEARCH_LENGTH);
    if ([...q].length >= MIN_SEARCH_LENGTH) search.mutate(q);
  };
  const failure =
    search.error instanceof ApiError ? search.error.items[0]?.message : search.error && "The search failed.";
  const hintId = `${name}-search-hint`;

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={`${title}: search`}>
      <div className="field">
        <label htmlFor={`${name}-search`}>{title}: name, mobile or email</label>
        <input
          id={`${name}-search`}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={tooShort || undefined}
        />
        <span id={hintId} className={tooShort ? "field-error" : "muted"}>
          At least {MIN_SEARCH_LENGTH} characters: an identifier, or the start or any part of a name.
        </span>
      </div>
      <Button type="submit" variant="secondary" busy={search.isPending}>
        Search {title.toLowerCase()}
      </Button>
      <FormError>{failure}</FormError>
      {search.data && (
        <ul aria-label={`${title}: matches`} data-testid={`${name}-matches`}>
          {search.data.length === 0 && <li>No customer matches.</li>}
          {search.data.map((customer) => (
            <li key={customer.id}>
              <Button variant="secondary" onClick={() => onPick(customer.id)}>
                {nameOf(customer)}
              </Button>{" "}
              <span className="muted">
                #{customer.id}
                {customer.identifiers.length > 0 &&
                  ` · ${customer.identifiers.map((identifier) => identifier.value).join(", ")}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
