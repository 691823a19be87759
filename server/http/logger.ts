/** One-line structured logs. Never pass secrets, tokens or passwords in `fields`. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function write(level: string, message: string, fields?: Record<string, unknown>) {
  const line = fields ? `${message} ${JSON.stringify(fields)}` : message;
  const stream = level === 'error' ? process.stderr : process.stdout;
  stream.write(`[${level}] ${line}\n`);
}

export const consoleLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
};

export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push(`[${level}] ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`);
  };
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}
