// POST /v2/me/second-factor/totp – start (or start over) setting up an authenticator app: its secret and QR code
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { startTotpEnrolment } from "@/lib/auth/second-factor/start-totp-enrolment.ts";

// No body is read; the answer carries the secret, so no cache may keep it.
export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 1024, noStore: true },
  async ({ principal }) => json({ data: await startTotpEnrolment(principal), warnings: [] }),
);
