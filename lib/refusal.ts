/** A request refused before Next sees it (proxy.ts sends it as one line of plain text, with its headers). */
export type Refusal = { status: 400 | 403 | 405 | 413 | 415 | 416; message: string; headers?: Record<string, string> };
