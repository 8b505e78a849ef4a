// Where sign-in may send the user afterwards: a path on this site, never another origin. Browsers read
// `/\evil`, `//evil` and `/<tab>/evil` as other hosts, and a value that is safe now may not be one
// decoding later (`%2F%2Fevil`, `/%5Cevil`), so every decoding layer must be a plain local path.

const PROBE_ORIGIN = "http://same-origin.invalid";
const MAX_DECODINGS = 4;

function isLocalPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The value when it is a same-origin path, else "/". */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || value.length > 2000) return "/";
  let layer = value;
  for (let i = 0; i < MAX_DECODINGS; i++) {
    if (!isLocalPath(layer)) return "/";
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return "/";
    }
    if (decoded === layer) return value;
    layer = decoded;
  }
  return "/";
}

/** next-auth's redirect callback: same-origin absolute URLs or paths; anything else goes home. */
export function safeRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const base = baseUrl.replace(/\/+$/, "");
  const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url;
  return `${base}${safeCallbackPath(path)}`;
}
