import { describe, expect, it } from "vitest";
import { isForbiddenAddress } from "./target-address.ts";

// Every spelling of a private address an attacker could subscribe, and public ones that must stay allowed.
const FORBIDDEN = [
  "127.0.0.1",
  "10.1.2.3",
  "169.254.169.254",
  "::1",
  "::",
  "[::1]",
  "fe80::1%eth0",
  "fc00::1",
  "fec0::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::127.0.0.1",
  "::7f00:1",
  "::a9fe:a9fe",
  "::ffff:0:7f00:1",
  "::ffff:0:a00:1",
  "64:ff9b::7f00:1",
  "64:ff9b::10.0.0.1",
  "64:ff9b:1::7f00:1",
  "64:ff9b:1:ab::a9fe:a9fe",
  "2002:7f00:1::",
  "2002:a9fe:a9fe::1",
  "2002:c0a8:101::5",
  "not an address",
];
const ALLOWED = ["93.184.216.34", "2606:4700::1111", "::ffff:5db8:d822", "64:ff9b::5db8:d822", "2002:5db8:d822::1"];

describe("isForbiddenAddress", () => {
  it.each(FORBIDDEN)("refuses %s", (address) => expect(isForbiddenAddress(address)).toBe(true));
  it.each(ALLOWED)("allows %s", (address) => expect(isForbiddenAddress(address)).toBe(false));
});
