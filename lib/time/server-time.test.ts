import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// formatLocalIso computes the calendar itself; it must say what the Date's own local getters say, in
// zones with daylight saving (whole and half hours) and odd offsets, over the years a loyalty program's
// dates fall in. (Before standard time, local mean time had offsets in seconds, which getTimezoneOffset
// rounds to minutes: there the getters and the printed offset disagree, and this renders the instant the
// printed offset names.) Each zone runs in its own process, as TZ is read once per process.
const ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham"];

const check = (zone: string) => {
  const modulePath = JSON.stringify(path.resolve("lib/time/server-time.ts"));
  const script = `
    const fc = (await import("fast-check")).default;
    const { formatLocalIso } = await import(${modulePath});
    const pad = (n, w = 2) => String(Math.abs(n)).padStart(w, "0");
    const byGetters = (d) => {
      const off = -d.getTimezoneOffset();
      const zone = off === 0 ? "Z" : (off > 0 ? "+" : "-") + pad(Math.trunc(off / 60)) + ":" + pad(off % 60);
      return d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate()) + "T" + pad(d.getHours()) + ":" +
        pad(d.getMinutes()) + ":" + pad(d.getSeconds()) + zone;
    };
    const instants = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 11, 31) });
    fc.assert(fc.property(instants, (ms) => formatLocalIso(new Date(ms)) === byGetters(new Date(ms))), { numRuns: 20000 });
    // Every hour across two years, so each daylight-saving switch is crossed.
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 1_800_000 + 1_234) {
      const d = new Date(ms);
      if (formatLocalIso(d) !== byGetters(d)) throw new Error(d.toISOString() + ": " + formatLocalIso(d) + " vs " + byGetters(d));
    }
    console.log("ok");`;
  return execFileSync(path.resolve("node_modules/.bin/tsx"), ["--input-type=module", "-e", script], {
    env: { ...process.env, TZ: zone },
    encoding: "utf8",
  });
};

describe("formatLocalIso", () => {
  it.each(ZONES)(
    "agrees with the Date's local getters in %s",
    (zone) => {
      expect(check(zone)).toContain("ok");
    },
    60_000,
  );
});
