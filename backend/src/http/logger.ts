import { appendFileSync } from 'node:fs';

export interface Log {
  (event: Record<string, unknown>): void;
  /** false when logging is off, so callers can skip building events. */
  enabled: boolean;
}

/** Structured JSON lines to stderr (or a file); silent when quiet. */
export function createLogger(options: { quiet?: boolean; logFile?: string }): Log {
  if (options.quiet) return Object.assign(() => undefined, { enabled: false });
  const log = (event: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), ...event }) + '\n';
    if (options.logFile) appendFileSync(options.logFile, line);
    else process.stderr.write(line);
  };
  return Object.assign(log, { enabled: true });
}
