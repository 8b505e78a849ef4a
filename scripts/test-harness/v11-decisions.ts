/** The answer of POST /v1.1/request/approve or /reject when every item went through: the items as answered. */
export const allDecided = (request: unknown[]) => ({
  response: { status: { success: "true", code: 200, message: "Success" }, requests: { request } },
});

/** A processed call has request-level code 200 (the spec's table); success is "false" when an item failed. */
export const processedWithFailures = (failed: number, of: number) => ({
  success: "false",
  code: 200,
  message: `${failed} of ${of} requests failed; see item_status`,
});
