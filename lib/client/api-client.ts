// The console's fetcher: calls the same route handlers as external systems, authenticated by the
// session cookie plus the console header (see lib/auth/session-from-request.ts), and turns each API
// family's error envelope into an ApiError with the spec code and message to show beside the field.

export const CONSOLE_HEADERS = { "x-loyalty-console": "1", accept: "application/json" } as const;

export interface ApiErrorItem {
  code: number;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly items: ApiErrorItem[];
  /** The decoded response body, for operations that report per item even when they fail (e.g. product/add's 422). */
  readonly body: unknown;

  constructor(status: number, items: ApiErrorItem[], body: unknown = null) {
    super(items.map((i) => i.message).join("; ") || `Request failed (${status})`);
    this.name = "ApiError";
    this.status = status;
    this.items = items;
    this.body = body;
  }

  get code(): number | undefined {
    return this.items[0]?.code;
  }
}

type Envelope = {
  errors?: { code: number; message: string }[] | null;
  status?: { success?: boolean | string; code?: number; message?: string };
  response?: { status?: { success?: boolean | string; code?: number; message?: string } };
};

function errorItems(body: unknown): ApiErrorItem[] {
  if (!body || typeof body !== "object") return [];
  const envelope = body as Envelope;
  if (Array.isArray(envelope.errors) && envelope.errors.length)
    return envelope.errors.map(({ code, message }) => ({ code, message }));
  const status = envelope.status ?? envelope.response?.status;
  if (status && (status.success === false || status.success === "false") && typeof status.code === "number")
    return [{ code: status.code, message: status.message ?? "" }];
  return [];
}

/** The rewards gateway answers some refusals (3004, 5007) with HTTP 200 and `status.success` false. */
function isRefusedWith200(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const status = (body as Envelope).status;
  return typeof status === "object" && status !== null && status.success === false;
}

/**
 * Calls an API route from the browser; throws ApiError with the API's codes on a non-2xx answer, or on a
 * 2xx whose body says it failed.
 */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? CONSOLE_HEADERS : { ...CONSOLE_HEADERS, "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok || isRefusedWith200(body)) {
    const items = errorItems(body);
    throw new ApiError(
      response.status,
      items.length ? items : [{ code: response.status, message: `Request failed (${response.status})` }],
      body,
    );
  }
  return body as T;
}
