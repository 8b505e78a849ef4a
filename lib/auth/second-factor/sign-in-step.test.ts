import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { makeUser, TEST_PASSWORD } from "@/scripts/test-harness/admin-users.ts";
import { makeTotpUser, totpCode } from "@/scripts/test-harness/second-factor.ts";
import { passwordSignIn } from "../sign-in/password-sign-in.ts";
import { withSignInContext } from "../sign-in/sign-in-context.ts";
import { SIGN_IN_ERRORS } from "../sign-in/signed-in-user.ts";

let addresses = 0;
/** The console's password sign-in, from an address of its own per call site (the per-address count). */
function signIn(username: string, code?: string, ip = `192.0.2.${++addresses}`) {
  return withSignInContext({ ip, userAgent: "vitest" }, () =>
    passwordSignIn({ username, password: TEST_PASSWORD, code }),
  );
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "signed in",
    (error: Error) => error.message,
  );
const events = (userId: number, action: string) => db.securityEvent.count({ where: { userId, action } });

describe("the second step of a password sign-in", () => {
  it("is skipped for a user without a second factor", async () => {
    const user = await makeUser("step.none", 100, ["default"]);
    expect(await signIn(user.username)).toMatchObject({ id: String(user.id), secondFactor: false });
    // A code sent along by someone holding none changes nothing.
    expect(await signIn(user.username, "123456")).toMatchObject({ secondFactor: false });
  });

  it("asks for a code, refuses a wrong one, accepts a current one once", async () => {
    const user = await makeTotpUser("step.totp");
    expect(await refusal(signIn(user.username))).toBe(SIGN_IN_ERRORS.secondFactorRequired);
    expect(await refusal(signIn(user.username, "  "))).toBe(SIGN_IN_ERRORS.secondFactorRequired);
    expect(await refusal(signIn(user.username, "000000"))).toBe(SIGN_IN_ERRORS.codeWrong);
    expect(await events(user.id, "second-factor.failed")).toBe(1);
    // A wrong password never reaches the code.
    const wrongPassword = await withSignInContext({ ip: "192.0.2.250", userAgent: "vitest" }, () =>
      passwordSignIn({ username: user.username, password: "nope", code: totpCode(user.secret, 1) }),
    );
    expect(wrongPassword).toBeNull();

    const code = totpCode(user.secret, 1);
    expect(await signIn(user.username, code)).toMatchObject({ id: String(user.id), secondFactor: true });
    // Replayed within its window: refused. The confirming code's step was used too.
    expect(await refusal(signIn(user.username, code))).toBe(SIGN_IN_ERRORS.codeWrong);
    expect(await refusal(signIn(user.username, totpCode(user.secret)))).toBe(SIGN_IN_ERRORS.codeWrong);
  });

  it("takes a code of one step either side of now, not two", async () => {
    const user = await makeTotpUser("step.window");
    await db.user.update({ where: { id: user.id }, data: { totpLastStep: null } });
    expect(await refusal(signIn(user.username, totpCode(user.secret, -2)))).toBe(SIGN_IN_ERRORS.codeWrong);
    expect(await refusal(signIn(user.username, totpCode(user.secret, 2)))).toBe(SIGN_IN_ERRORS.codeWrong);
    expect(await signIn(user.username, totpCode(user.secret, -1))).toMatchObject({ secondFactor: true });
    expect(await signIn(user.username, totpCode(user.secret, 1))).toMatchObject({ secondFactor: true });
    // After a later step was used, an earlier one is refused even inside the window.
    expect(await refusal(signIn(user.username, totpCode(user.secret, 0)))).toBe(SIGN_IN_ERRORS.codeWrong);
  });

  it("accepts a recovery code once, whatever its case, spaces and dashes", async () => {
    const user = await makeTotpUser("step.recovery");
    const [first, second] = user.recoveryCodes;
    const typed = ` ${first.toUpperCase().replace("-", " - ")} `;
    expect(await signIn(user.username, typed)).toMatchObject({ secondFactor: true });
    expect(await refusal(signIn(user.username, first))).toBe(SIGN_IN_ERRORS.codeWrong);
    expect(await signIn(user.username, second.replace("-", ""))).toMatchObject({ secondFactor: true });
    expect(await events(user.id, "recovery-code.used")).toBe(2);
    expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(8);
  });

  it("accepts one code used by several sign-ins at once exactly once (TOTP and recovery)", async () => {
    // Four at once: the three refused stay under the user's limit of wrong codes.
    const race = async (username: string, code: string) => {
      const results = await Promise.all(Array.from({ length: 4 }, () => refusal(signIn(username, code))));
      expect(results.filter((r) => r !== "signed in")).toEqual(Array(3).fill(SIGN_IN_ERRORS.codeWrong));
      return results.filter((r) => r === "signed in").length;
    };
    const totp = await makeTotpUser("step.race.totp");
    expect(await race(totp.username, totpCode(totp.secret, 1))).toBe(1);
    const recovery = await makeTotpUser("step.race.recovery");
    expect(await race(recovery.username, recovery.recoveryCodes[5])).toBe(1);
  });

  it("throttles wrong codes per user: then even the right code is refused as TooManyAttempts", async () => {
    const user = await makeTotpUser("step.throttle");
    for (let i = 0; i < 5; i += 1)
      expect(await refusal(signIn(user.username, "000000"))).toBe(SIGN_IN_ERRORS.codeWrong);
    expect(await refusal(signIn(user.username, totpCode(user.secret, 1)))).toBe(SIGN_IN_ERRORS.throttled);
    expect(await refusal(signIn(user.username, user.recoveryCodes[0]))).toBe(SIGN_IN_ERRORS.throttled);
    // Nothing was used up by the refused attempts.
    expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(10);
    // Another user is not affected.
    const other = await makeTotpUser("step.other");
    expect(await signIn(other.username, totpCode(other.secret, 1))).toMatchObject({ secondFactor: true });
  });
});
