import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { passwordMinScore } from "../config/env.ts";
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "./password-limits.ts";

export { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS };

// Built on first use: the dictionaries take a moment to index and most calls never set a password.
let estimator: ZxcvbnFactory | undefined;
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Why a new password is refused, in words (empty when it is accepted): at least 12 characters, not the
 * username inside it, and a zxcvbn strength score of at least PASSWORD_MIN_SCORE (default 3 of 4).
 */
export function checkPasswordPolicy(password: string, username: string): string[] {
  if (password.length > MAX_PASSWORD_CHARS) return [`at most ${MAX_PASSWORD_CHARS} characters`];
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_CHARS) reasons.push(`at least ${MIN_PASSWORD_CHARS} characters`);
  const name = username.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) reasons.push("must not contain the username");
  const result = strength().check(password, name ? [name, ...name.split(/[.@_-]+/)] : []);
  const minScore = passwordMinScore();
  if (result.score < minScore) {
    const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
    reasons.push(
      `too easy to guess (strength ${result.score} of 4, at least ${minScore} needed)${hint ? `: ${hint}` : ""}`,
    );
  }
  return reasons;
}
