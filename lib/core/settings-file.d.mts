export const settingsFile: string;
export function loadSettingsFile(): string[];
