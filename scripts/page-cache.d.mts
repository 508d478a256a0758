import type { ChildProcess } from 'node:child_process';

export const pageCacheTemplate: string;
export const pageCacheScript: string;
export const tlsFrontTemplate: string;
export const missingNginxMessage: string;
export const missingNginxJsMessage: string;
export function findNginx(): string | null;
export function findNginxJsModule(): string | null;
export function renderPageCacheConfig(values: Record<string, string | number>): string;
export type RunningNginx = {
  process: ChildProcess;
  prefix: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: (options?: { graceful?: boolean }) => Promise<void>;
};
export type PageCache = RunningNginx;
export function startNginx(options: { label: string; listen: string; httpConfig: (prefix: string) => string; modules?: string[]; output?: 'inherit' | 'ignore' | 'pipe' }): Promise<RunningNginx>;
export function startPageCache(options: { listen: string; upstream: string; secret: string; output?: 'inherit' | 'ignore' | 'pipe' }): Promise<RunningNginx>;
export function startTlsFront(options: { listen: string; upstream: string; certificate: string; key: string; output?: 'inherit' | 'ignore' | 'pipe' }): Promise<RunningNginx>;
export function freeLocalPort(): Promise<number>;
export function waitForPort(host: string, port: number, timeoutMs: number): Promise<boolean>;
export function accepts(host: string, port: number): Promise<boolean>;
