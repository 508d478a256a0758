import { describe, expect, it } from 'vitest';
import { checkSelectedResume, formatMegabytes, RESUME_MAX_BYTES, resumeObjectName, uploadRefusal } from '@/lib/schemas/resume';

describe('resume rules', () => {
  it('is 10*1024*1024 bytes at most (spec §9)', () => {
    expect(RESUME_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(checkSelectedResume({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(checkSelectedResume({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES + 1 })).toBe('File size must be less than 10MB');
  });

  it('accepts PDF, DOC and DOCX by type or extension, nothing else', () => {
    expect(checkSelectedResume({ name: 'cv.docx', type: '', size: 10 })).toBeNull();
    expect(checkSelectedResume({ name: 'CV.DOC', type: '', size: 10 })).toBeNull();
    expect(checkSelectedResume({ name: 'cv', type: 'application/msword', size: 10 })).toBeNull();
    expect(checkSelectedResume({ name: 'cv.txt', type: 'text/plain', size: 10 })).toBe('Please select a valid file (PDF, DOC, or DOCX)');
    expect(checkSelectedResume({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('Please select a valid file (PDF, DOC, or DOCX)');
    expect(checkSelectedResume({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe('Please select a valid file (PDF, DOC, or DOCX)');
  });

  it('names objects <timestamp>-<name> with everything but letters, digits, dot and hyphen as _ (spec §7)', () => {
    expect(resumeObjectName(1718000000000, 'Asha Rao CV (final).pdf')).toBe('1718000000000-Asha_Rao_CV__final_.pdf');
    expect(resumeObjectName(1, 'résumé-2024.docx')).toBe('1-r_sum_-2024.docx');
    expect(resumeObjectName(1, '../../etc/passwd')).toBe('1-.._.._etc_passwd');
    expect(resumeObjectName(1, '')).toBe('1-resume');
  });

  it('shortens very long names but keeps the extension', () => {
    const name = resumeObjectName(5, `${'x'.repeat(400)}.pdf`);
    expect(name.startsWith('5-xxx')).toBe(true);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name.length).toBe('5-'.length + 150);
  });

  it('shows sizes in MB with two decimals', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.50 MB');
    expect(formatMegabytes(RESUME_MAX_BYTES)).toBe('10.00 MB');
    expect(formatMegabytes(1300)).toBe('< 0.01 MB');
  });
});

describe('pending upload limits', () => {
  const limits = { clientFiles: 3, clientBytes: 30, totalBytes: 100 };
  it('names the limit an upload would pass: the total first, then the client’s files and bytes', () => {
    expect(uploadRefusal({ clientFiles: 0, clientBytes: 0, totalBytes: 0 }, 10, limits)).toBeNull();
    expect(uploadRefusal({ clientFiles: 2, clientBytes: 20, totalBytes: 90 }, 10, limits)).toBeNull();
    expect(uploadRefusal({ clientFiles: 3, clientBytes: 20, totalBytes: 20 }, 1, limits)).toBe('client');
    expect(uploadRefusal({ clientFiles: 1, clientBytes: 25, totalBytes: 25 }, 6, limits)).toBe('client');
    expect(uploadRefusal({ clientFiles: 0, clientBytes: 0, totalBytes: 95 }, 6, limits)).toBe('storage');
  });
});
