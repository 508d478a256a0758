export const CHANGE_GRACE_MS: number;
export function noteContentChanged(tags: Iterable<string>, observedAt?: number): void;
export function lastContentChange(tag: string): number | undefined;
export function isOutdatedByContentChange(tags: Iterable<string>, storedAt: number | undefined): boolean;
