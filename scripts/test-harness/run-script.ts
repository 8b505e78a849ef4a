import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript script as `npm run` does for an operator (tsx, react-server conditions), with the test's
 * environment (so against this file's database) plus `env`; answers its exit code and output, also when it fails.
 */
export async function runScript(
  script: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", script, ...args],
      { env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as ScriptRun;
  }
}
