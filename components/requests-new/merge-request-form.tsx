"use client";

import Link from "next/link";
import { useState } from "react";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { mergeRequestSchema } from "@/lib/requests/schemas.ts";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { CreatedRequest } from "./created-request.tsx";
import { CustomerLookup } from "./customer-lookup.tsx";
import { describeMergeProblem, type MergeProblem } from "./merge-problem.ts";
import { useCreateRequest } from "./use-create-request.ts";
import { useSingleFlight } from "./use-single-flight.ts";
import styles from "./request-forms.module.css";
import { Button } from "@/components/ui/button.tsx";

type Role = "victim" | "survivor";
const TITLES: Record<Role, string> = { victim: "Victim (removed)", survivor: "Survivor (kept)" };

/**
 * Two lookups side by side. Each lookup keeps its own inputs under a stable key, so swapping moves the
 * inputs together with the customer found.
 */
/** `victimId`/`survivorId` come from a customer's page ("merge this customer into another", or the reverse). */
export function MergeRequestForm({ victimId, survivorId }: { victimId?: string; survivorId?: string }) {
  const [slots, setSlots] = useState<{ key: string; customer: CustomerResource | null; initialId?: string }[]>([
    { key: "first", customer: null, initialId: victimId },
    { key: "second", customer: null, initialId: survivorId },
  ]);
  const [problem, setProblem] = useState<MergeProblem | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const create = useCreateRequest();
  const flight = useSingleFlight();
  const [victim, survivor] = [slots[0].customer, slots[1].customer];
  // A customer the person looked up is work in progress; one filled in from the URL is not.
  useUnsavedChanges(slots.some((slot) => slot.customer !== null && !slot.initialId));

  const setCustomer = (index: number) => (customer: CustomerResource | null) => {
    setProblem(null);
    setCreatedId(null);
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, customer } : slot)));
  };
  const swap = () => {
    setProblem(null);
    setSlots(([first, second]) => [second, first]);
  };
  const submitPair = async () => {
    setProblem(null);
    setCreatedId(null);
    if (!victim || !survivor) return setProblem({ text: "Look up both the victim and the survivor first." });
    if (victim.id === survivor.id)
      return setProblem({
        text: "The victim and the survivor are the same customer. Choose two different customers.",
      });
    const body = mergeRequestSchema.parse({
      type: "CHANGE_IDENTIFIER",
      baseType: "MERGE",
      victimCustomer: { id: String(victim.id) },
      survivorCustomer: { id: String(survivor.id) },
    });
    try {
      const { id } = await create.mutateAsync(body);
      setCreatedId(id);
      notifySuccess(`Merge request #${id} created`, "A reviewer approves it before the customers are merged.");
      // Fresh lookups under new keys: the form starts over for the next pair.
      setSlots([
        { key: `first-${id}`, customer: null },
        { key: `second-${id}`, customer: null },
      ]);
    } catch (error) {
      setProblem(
        error instanceof Refused
          ? await describeMergeProblem(error.errors, victim, survivor)
          : { text: "The request could not be created." },
      );
      notifyFailure(error, "The request could not be created.");
    }
  };
  const submit = () => flight.run(submitPair);

  return (
    <>
      <div className={styles.pair}>
        {slots.map((slot, index) => {
          const role: Role = index === 0 ? "victim" : "survivor";
          return (
            <CustomerLookup
              key={slot.key}
              name={slot.key}
              title={TITLES[role]}
              customer={slot.customer}
              onCustomer={setCustomer(index)}
              initialCustomerId={slot.initialId}
            />
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={swap} disabled={!victim && !survivor}>
          Swap victim and survivor
        </Button>
        <Button type="button" onClick={submit} disabled={flight.busy}>
          Create merge request
        </Button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem.text}
          {problem.pendingRequestId !== undefined && (
            <>
              {" "}
              <Link href={`/requests/${problem.pendingRequestId}`}>Open request #{problem.pendingRequestId}</Link>
            </>
          )}
        </p>
      )}
      {createdId !== null && <CreatedRequest id={createdId} what="Merge request" />}
    </>
  );
}
