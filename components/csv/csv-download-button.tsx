"use client";

import { useState } from "react";
import { downloadCsv } from "./download-csv.ts";
import { Button } from "@/components/ui/button.tsx";

/**
 * A button that reads everything a download needs (often several API pages) and hands it over as a CSV
 * file; it stays disabled while reading, and a failure is said beside it rather than lost.
 */
export function CsvDownloadButton({
  label,
  fileName,
  what,
  build,
}: {
  label: string;
  fileName: string;
  what: string;
  build: () => Promise<string>;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      downloadCsv(fileName, await build());
      setState({ busy: false });
    } catch {
      setState({ busy: false, error: `The ${what} could not be read for the download; try again.` });
    }
  };
  return (
    <span>
      <Button type="button" variant="secondary" disabled={state.busy} onClick={download}>
        {state.busy ? "Preparing CSV…" : label}
      </Button>
      {state.error && (
        <span role="alert" className="form-error">
          {" "}
          {state.error}
        </span>
      )}
    </span>
  );
}
