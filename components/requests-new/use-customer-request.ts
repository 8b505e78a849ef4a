"use client";

import { useState } from "react";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { notifySuccess } from "@/components/ui/toast.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { useSingleFlight } from "./use-single-flight.ts";

interface Options {
  /** The kind of request as the confirmation names it, e.g. "Goodwill request". */
  what: string;
  /** What happens next, said under the confirmation. */
  afterwards: string;
  /** Empties the form's own fields once a request is created. */
  resetFields: () => void;
  /** Places the refusals that concern the form's own fields beside them. */
  placeErrors?: (errors: readonly OutcomeError[]) => void;
}

/**
 * A request form about one customer: the customer looked up, the last problem or created request, and one
 * submission at a time.
 */
export function useCustomerRequest({ what, afterwards, resetFields, placeErrors }: Options) {
  const [customer, setCustomer] = useState<CustomerResource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  // Bumped after each created request: the lookup starts over, empty.
  const [round, setRound] = useState(0);
  const flight = useSingleFlight();

  /** `prepare` answers the problem with the form's values, or the call that creates the request and answers its id. */
  const submit = (prepare: (customer: CustomerResource) => string | (() => Promise<number>)) =>
    flight.run(async () => {
      setProblem(null);
      setCreatedId(null);
      if (!customer) return setProblem("Look up the customer first.");
      const create = prepare(customer);
      if (typeof create === "string") return setProblem(create);
      try {
        const id = await create();
        setCreatedId(id);
        notifySuccess(`${what} #${id} created`, afterwards);
        resetFields();
        setCustomer(null);
        setRound((n) => n + 1);
      } catch (error) {
        if (error instanceof Refused) {
          placeErrors?.(error.errors);
          setProblem(error.errors.map(describeOutcomeErrorLine).join(" "));
        } else setProblem("The request could not be created.");
        notifyFailure(error, "The request could not be created.");
      }
    });

  return { what, customer, setCustomer, round, problem, createdId, busy: flight.busy, submit };
}

export type CustomerRequest = ReturnType<typeof useCustomerRequest>;
