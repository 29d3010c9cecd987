import { appendFileSync } from 'node:fs';

export type Log = (event: Record<string, unknown>) => void;

/** Structured JSON lines to stderr (or a file); silent when quiet. */
export function createLogger(options: { quiet?: boolean; logFile?: string }): Log {
  if (options.quiet) return () => undefined;
  return (event) => {
    const line = JSON.stringify({ time: new Date().toISOString(), ...event }) + '\n';
    if (options.logFile) appendFileSync(options.logFile, line);
    else process.stderr.write(line);
  };
}
