import { describe, expect, it } from "vitest";
import { isSupportedTimeZone, supportedTimeZones, timeZoneChoices } from "./time-zones.ts";

describe("isSupportedTimeZone", () => {
  it("takes UTC, the runtime's zones and their IANA aliases", () => {
    expect(supportedTimeZones()[0]).toBe("UTC");
    for (const zone of ["UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "Asia/Kolkata"])
      expect(isSupportedTimeZone(zone), zone).toBe(true);
  });

  it("refuses what is no zone, and a zone not spelt as IANA writes it", () => {
    for (const zone of ["", "utc", "europe/berlin", "Mars/Olympus_Mons", "Europe/", "+05:30", "Europe/Berlin "])
      expect(isSupportedTimeZone(zone), zone).toBe(false);
  });
});

describe("timeZoneChoices", () => {
  it("lists the organization's zone first where the runtime's list spells it otherwise", () => {
    expect(timeZoneChoices("Europe/Berlin")).toBe(supportedTimeZones());
    const choices = timeZoneChoices("Asia/Kolkata");
    expect(choices[0]).toBe("Asia/Kolkata");
    expect(choices.slice(1)).toEqual(supportedTimeZones());
  });
});
