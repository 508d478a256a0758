import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeConsoleToJsonLines } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';

// Error logs are one JSON line each, with the request's id, and hold nothing a visitor sent.

const visitorText = 'asha@example.com 9830012345 secret search words';
const failedQuery = (cause?: Error) => new Error(`Failed query: select * from products where name ilike $1\nparams: %${visitorText}%`, { cause });

describe('safe error text', () => {
  it("keeps a reader's own words and the driver's cause, never the SQL or its values", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const fetching = new Error(`Failed to fetch product category: ${failedQuery(refused).message}`, { cause: failedQuery(refused) });
    expect(safeErrorMessage(fetching)).toBe('Failed to fetch product category: connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)');
    expect(safeErrorMessage(new Error(`Failed to fetch products: ${failedQuery().message}`))).toBe('Failed to fetch products: database query failed');
  });

  it('leaves out what PostgreSQL or a library quotes back', () => {
    const syntax = Object.assign(new Error(`invalid input syntax for type integer: "${visitorText}"`), { code: '22P02' });
    expect(safeErrorMessage(syntax)).toBe('invalid input syntax for type integer: "…" (22P02)');
    expect(safeErrorMessage(new Error(`The Server Reference ID did not match the expected format. Received "${visitorText}".`))).not.toContain('asha');
  });
});

describe('console output routed to JSON lines', () => {
  const original = { error: console.error, warn: console.warn };
  afterEach(() => {
    Object.assign(console, original);
    vi.restoreAllMocks();
  });

  function capture(): string[] {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    return lines;
  }

  it("turns an error print into one line: safe message, frames of the stack, the request's id", () => {
    const lines = capture();
    routeConsoleToJsonLines(() => 'req-12345678');
    console.error(' ⨯', failedQuery());
    console.error(`Failed to handle request for /search?q=${encodeURIComponent(visitorText)}`);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.endsWith('\n') && line.indexOf('\n') === line.length - 1).toBe(true);
      expect(line).not.toMatch(/asha|9830012345|secret|select \*/);
    }
    const [printed, request] = lines.map((line) => JSON.parse(line));
    expect(printed).toMatchObject({ level: 'error', requestId: 'req-12345678', error: 'database query failed', errorName: 'Error' });
    expect(printed.stack).toMatch(/^at /);
    expect(request.msg).toBe('Failed to handle request for /search?…');
  });

  it("logs Node's process warnings (a library's notice, a deprecation) at level warn, not error", () => {
    const lines = capture();
    routeConsoleToJsonLines();
    // What Node itself passes to console.error for process.emitWarning('…') and a deprecation.
    console.error('(node:4242) NodeVersionSupportWarning: The AWS SDK for JavaScript (v3)\nversions published after the first week of January 2027\nwill require node >=22.\n(Use `node --trace-warnings ...` to show where the warning was created)');
    console.error('(node:4242) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'NodeVersionSupportWarning: The AWS SDK for JavaScript (v3) versions published after the first week of January 2027 will require node >=22.' }),
      expect.objectContaining({ level: 'warn', msg: '[DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.' }),
    ]);
  });

  it('leaves out render errors (onRequestError logs them) and passes JSON lines through', () => {
    const lines = capture();
    routeConsoleToJsonLines();
    console.error(Object.assign(new Error('render failed'), { digest: '123' }));
    console.warn('{"level":"warn","msg":"already a line"}');
    expect(lines).toEqual(['{"level":"warn","msg":"already a line"}\n']);
  });
});
