import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";

/** The text of a file the page downloaded. */
export async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, "utf8");
}
