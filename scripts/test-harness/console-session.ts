import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/db/client.ts";

// A console session as a sign-in makes it: a UserSession row and the signed cookie naming it, for tests
// that call API routes the way the console does.

export interface ConsoleSession {
  sid: string;
  cookie: string;
  /** What the console's fetcher sends: the cookie, the console header, same-origin. */
  headers: Record<string, string>;
}

export interface SessionOptions {
  userAgent?: string;
  ip?: string;
  createdAt?: Date;
  lastSeenAt?: Date;
  expiresAt?: Date;
}

/** The cookie of a token with these claims (e.g. one without `sid`, as issued before sessions were kept). */
export async function sessionCookieOf(claims: { uid?: number; sid?: string; name?: string }): Promise<string> {
  const token = await encode({ token: { name: "x", ...claims }, secret: process.env.AUTH_SECRET ?? "" });
  return `next-auth.session-token=${token}`;
}

export function consoleHeaders(cookie: string): Record<string, string> {
  return { cookie, "x-loyalty-console": "1", "sec-fetch-site": "same-origin", origin: "http://localhost:3000" };
}

export async function openConsoleSession(userId: number, options: SessionOptions = {}): Promise<ConsoleSession> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { orgId: true } });
  const sid = randomBytes(24).toString("base64url");
  const now = Date.now();
  await db.userSession.create({
    data: {
      id: sid,
      userId,
      orgId: user.orgId,
      method: "password",
      userAgent: options.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
      ip: options.ip ?? "127.0.0.1",
      createdAt: options.createdAt ?? new Date(now),
      lastSeenAt: options.lastSeenAt ?? new Date(now),
      expiresAt: options.expiresAt ?? new Date(now + 8 * 3_600_000),
    },
  });
  const cookie = await sessionCookieOf({ uid: userId, sid });
  return { sid, cookie, headers: consoleHeaders(cookie) };
}

/** What a console server action is given for a fresh session of this user (performConsoleOperation's call). */
export async function consoleCallFor(username: string, extra: { ip?: string; requestId?: string } = {}) {
  const user = await db.user.findFirstOrThrow({ where: { username } });
  return { ...extra, sessionToken: (await openConsoleSession(user.id)).cookie.split("=")[1] };
}
