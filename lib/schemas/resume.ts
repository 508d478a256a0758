// Resume rules of spec §5 and §9, shared by the browser (checks on selection), the upload route
// and the career action (checks on the bytes).

/** Spec §9: 10 MB, 10*1024*1024 bytes. A file of exactly this size is accepted. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A resume uploaded ahead of its application waits this long to be cited (a retry of a failed
 * submission reuses it), then it is swept: pending files are gone within the hour.
 */
export const RESUME_PENDING_LIFETIME_SECONDS = 45 * 60;

/** What one client may have waiting at once (all of them together have RESUME_PENDING_MAX_MB). */
export const RESUME_PENDING_PER_CLIENT = { files: 3, bytes: 30 * 1024 * 1024 } as const;

export type PendingUploadLimits = { clientFiles: number; clientBytes: number; totalBytes: number };
/** What waits now: the client's uploads within the lifetime, and every pending byte. */
export type PendingUsage = { clientFiles: number; clientBytes: number; totalBytes: number };
/** Which limit an upload of a given size would pass, if any. */
export type UploadRefusal = 'client' | 'storage' | null;

export function uploadRefusal(usage: PendingUsage, sizeBytes: number, limits: PendingUploadLimits): UploadRefusal {
  if (usage.totalBytes + sizeBytes > limits.totalBytes) return 'storage';
  if (usage.clientFiles >= limits.clientFiles || usage.clientBytes + sizeBytes > limits.clientBytes) return 'client';
  return null;
}

export const resumeMessages = {
  invalidType: 'Please select a valid file (PDF, DOC, or DOCX)',
  tooLarge: 'File size must be less than 10MB',
  selected: 'File selected successfully!',
  tooManyPending: 'Too many resumes were uploaded from your network in the last hour. Please try again later.',
  storageFull: 'We cannot accept resume uploads right now. Please try again in an hour, or apply without a resume.',
} as const;

export const resumeMimeTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** What the file picker offers. */
export const resumeAccept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function resumeExtension(fileName: string): keyof typeof resumeMimeTypes | null {
  const match = /\.(pdf|docx?)$/i.exec(fileName.trim());
  return match ? (match[1].toLowerCase() as keyof typeof resumeMimeTypes) : null;
}

/** The browser's check on selection: by declared type or extension (the server checks the bytes). */
export function checkSelectedResume(file: { name: string; size: number; type: string }): string | null {
  const declared = Object.values(resumeMimeTypes) as string[];
  if (!declared.includes(file.type) && !resumeExtension(file.name)) return resumeMessages.invalidType;
  if (file.size === 0) return resumeMessages.invalidType;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  return null;
}

/**
 * Spec §7: the object name is the timestamp, a hyphen and the file name with every character
 * other than letters, digits, dot and hyphen replaced by an underscore. Names are shortened
 * (keeping the extension) so that the key stays a valid file name on any disk.
 */
export function resumeObjectName(timestamp: number, fileName: string): string {
  let safe = fileName.replace(/[^a-zA-Z0-9.-]/g, '_');
  if (safe.length > 150) {
    const extension = /\.[a-zA-Z0-9]{1,8}$/.exec(safe)?.[0] ?? '';
    safe = safe.slice(0, 150 - extension.length) + extension;
  }
  return `${timestamp}-${safe || 'resume'}`;
}

/** Size as the form shows it: megabytes with two decimals. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes > 0 && megabytes < 0.005 ? '< 0.01 MB' : `${megabytes.toFixed(2)} MB`;
}
