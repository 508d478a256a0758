import type createPlugin from 'tailwindcss/plugin';

export const ICON_SOURCES: string[];
export const CELL: number;
export function iconNamesIn(text: string): string[];
export function artworkNamesIn(text: string): string[];
export function spriteNamesUsed(): { icons: string[]; artwork: string[] };
export function spriteSvg(names: string[], artworkNames?: string[]): string;
export function spriteCell(index: number, count: number): { size: string; position: string };
declare const plugin: ReturnType<typeof createPlugin>;
export default plugin;
