"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { secondFactorCodeSchema, type SecondFactorCodeInput } from "@/lib/auth/second-factor/second-factor-schemas.ts";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

interface Props {
  /** Distinguishes the field ids of several forms on one page. */
  id: string;
  submitLabel: string;
  hint: string;
  /** Resolves when done; a refusal, in the console's words, is shown beside the field. */
  onCode: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** One "Authentication code" field and a button: confirming, removing, new recovery codes. */
export function AuthenticationCodeForm({ id, submitLabel, hint, onCode, onCancel }: Props) {
  const form = useForm<SecondFactorCodeInput>({ resolver: zodResolver(secondFactorCodeSchema) });
  const { errors, isSubmitting } = form.formState;
  const fieldId = `${id}-code`;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
      form.reset();
    } catch (error) {
      const refusals = error instanceof Refused ? error.errors : [];
      const words = refusals.map((refusal) => describeOutcomeError(refusal).text).join(" ");
      form.setError("code", { message: words || "That did not work; try again." }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <InputField
        id={fieldId}
        label="Authentication code"
        hint={hint}
        error={errors.code?.message}
        alertError
        autoComplete="one-time-code"
        spellCheck={false}
        {...form.register("code")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>{" "}
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </form>
  );
}
