"use client";

import { useEffect, useRef } from "react";
import { CopyButton } from "@/components/admin/api-clients/copy-button.tsx";
import { Button } from "@/components/ui/button.tsx";

/** Ten recovery codes, shown this once: copy them or download them as a text file, then "Done". */
export function RecoveryCodesOnce({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `Loyalty Ops recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "loyalty-ops-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="panel" data-testid="recovery-codes-once">
      <h3 id="recovery-codes-heading" tabIndex={-1} ref={heading}>
        Your recovery codes
      </h3>
      <p>
        Store them somewhere safe: each signs you in once in place of an authentication code, if you lose your
        authenticator app. They are shown only this once.
      </p>
      <ul aria-labelledby="recovery-codes-heading" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <CopyButton value={codes.join("\n")} label="recovery codes" />{" "}
      <Button type="button" variant="secondary" onClick={download}>
        Download
      </Button>{" "}
      <Button type="button" onClick={onDone}>
        Done: I have stored them
      </Button>
    </div>
  );
}
