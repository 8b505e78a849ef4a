// The npm registry this project is installed from serves only some platforms' binaries (the darwin and win32
// builds of @next/swc-* and @unrs/resolver-binding-* answer 404), so `npm install` leaves those optional
// dependencies out of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds each
// missing optional dependency as a platform-restricted entry; npm skips it on every other platform without
// fetching anything. Run after changing dependencies: `npm run lock:complete`.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "openbsd", "sunos", "aix", "netbsd"];
const CPU = {
  x64: "x64",
  arm64: "arm64",
  ia32: "ia32",
  arm: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (parts.some((part) => part.startsWith("musl"))) platform.libc = ["musl"];
  else if (os === "linux" && parts.some((part) => part.startsWith("gnu"))) platform.libc = ["glibc"];
  return platform;
}

const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) {
      throw new Error(
        `${name}@${spec} (needed by ${path || "the project"}) is missing and is not a pinned platform binary`,
      );
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: platform.cpu,
      optional: true,
      os: platform.os,
      ...(platform.libc ? { libc: platform.libc } : {}),
    };
    added.push(`${name}@${spec}`);
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added ${added.length} platform entries:\n  ${added.join("\n  ")}` : "package-lock.json is complete",
);
