import { spawn, type ChildProcess } from "node:child_process";

// Another app instance for a test: a separate process serving GET /v2/labels (route-instance.ts) on the
// test file's database, as several instances share one PostgreSQL behind a load balancer.

export interface AppInstance {
  process: ChildProcess;
  port: number;
}

export function startAppInstance(): Promise<AppInstance> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/test-harness/route-instance.ts"],
    { env: process.env, stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ process: child, port: Number(port) });
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`instance exited with ${code}: ${output}`)));
  });
}

/** GET /v2/labels on the instance with these headers; answers the status. */
export async function labelsStatus(instance: AppInstance, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${instance.port}/v2/labels`, { headers });
  await res.text();
  return res.status;
}
