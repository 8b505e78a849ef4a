"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { TotpEnrolment } from "@/lib/auth/second-factor/start-totp-enrolment.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { AuthenticationCodeForm } from "./authentication-code-form.tsx";
import { RecoveryCodesOnce } from "./recovery-codes-once.tsx";
import {
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useRemoveTotp,
  useSecondFactorStatus,
  useStartTotp,
} from "./use-second-factor.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

type Step =
  | { kind: "idle" }
  | { kind: "enrolling"; enrolment: TotpEnrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "remove" }
  | { kind: "regenerate" };

const CODE_HINT = "The 6-digit code your authenticator app shows now.";

/** The security page's "Authenticator app" section: set one up, see its recovery codes once, remove it. */
export function TotpSection() {
  const router = useRouter();
  const status = useSecondFactorStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const begin = () => {
    setFailure(null);
    setDone(null);
    start.mutate(undefined, {
      onSuccess: (enrolment) => setStep({ kind: "enrolling", enrolment }),
      onError: (error) => setFailure(error instanceof Refused ? error.message : "Could not start; try again."),
    });
  };
  // The page's server part (the forced-enrolment notice, the menu) changes once a factor is held.
  const finish = (message: string | null) => {
    setStep({ kind: "idle" });
    setDone(message);
    router.refresh();
  };

  const totp = status.data?.totp;
  return (
    <section className="panel" aria-labelledby="totp-heading" data-testid="totp-section">
      <h2 id="totp-heading">Authenticator app</h2>
      {status.isError && (
        <p role="alert" className="form-error">
          The status could not be loaded; reload the page.
        </p>
      )}
      {totp && step.kind !== "codes" && (
        <p data-testid="totp-status">
          {totp.enabled
            ? `Set up since ${totp.confirmedAt?.slice(0, 16).replace("T", " ")}. Recovery codes left: ${status.data?.recoveryCodesLeft}.`
            : "Not set up. An authenticator app (such as a phone app) gives a new 6-digit code every 30 seconds, asked for after your password."}
        </p>
      )}
      <div role="status">{done}</div>
      <FormError>{failure}</FormError>

      {step.kind === "idle" && totp && !totp.enabled && (
        <Button type="button" onClick={begin} disabled={start.isPending}>
          Set up authenticator app
        </Button>
      )}
      {step.kind === "idle" && totp?.enabled && (
        <>
          <Button type="button" variant="secondary" onClick={() => setStep({ kind: "regenerate" })}>
            New recovery codes
          </Button>{" "}
          <Button type="button" variant="secondary" onClick={() => setStep({ kind: "remove" })}>
            Remove authenticator app
          </Button>
        </>
      )}

      {step.kind === "enrolling" && (
        <div data-testid="totp-enrolment">
          <p>Scan this code with your authenticator app, or enter the key by hand.</p>
          {/* A data URL made by the server: next/image has nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={step.enrolment.qrCode} alt="QR code to scan with your authenticator app" width={240} height={240} />
          <dl>
            <dt>Setup link</dt>
            <dd>
              <code data-testid="otpauth-uri" style={{ userSelect: "all", wordBreak: "break-all" }}>
                {step.enrolment.otpauthUri}
              </code>
            </dd>
            <dt>Key</dt>
            <dd>
              <code data-testid="totp-secret" style={{ userSelect: "all" }}>
                {step.enrolment.secret}
              </code>
            </dd>
          </dl>
          <AuthenticationCodeForm
            id="totp-confirm"
            submitLabel="Confirm"
            hint="Enter the code the app now shows, to confirm it is set up."
            onCode={async (code) => setStep({ kind: "codes", codes: (await confirm.mutateAsync(code)).recoveryCodes })}
            onCancel={() => setStep({ kind: "idle" })}
          />
        </div>
      )}

      {step.kind === "codes" && (
        <RecoveryCodesOnce codes={step.codes} onDone={() => finish("Your authenticator app is set up.")} />
      )}

      {step.kind === "remove" && (
        <AuthenticationCodeForm
          id="totp-remove"
          submitLabel="Remove authenticator app"
          hint={`${CODE_HINT} A recovery code also works.`}
          onCode={async (code) => {
            await remove.mutateAsync(code);
            finish("Your authenticator app is removed.");
          }}
          onCancel={() => setStep({ kind: "idle" })}
        />
      )}

      {step.kind === "regenerate" && (
        <AuthenticationCodeForm
          id="totp-regenerate"
          submitLabel="Make new recovery codes"
          hint={`${CODE_HINT} Your current recovery codes stop working.`}
          onCode={async (code) => setStep({ kind: "codes", codes: (await regenerate.mutateAsync(code)).recoveryCodes })}
          onCancel={() => setStep({ kind: "idle" })}
        />
      )}
    </section>
  );
}
