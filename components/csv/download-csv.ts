/** Hands a CSV text to the browser as a file download; nothing goes to the server. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
