'use client';

import { careerMessages } from '@/lib/schemas/career';

/** The upload route answered with a refusal (type, size, rate limit, storage full) rather than failing. */
export class ResumeUploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ResumeUploadRefused';
  }
}

/**
 * Sends the file to /api/resumes with XMLHttpRequest (fetch cannot report upload progress).
 * Progress follows the bytes actually sent but stops at 90 % until the server has checked and
 * stored the file; only its answer makes it 100 %. Resolves to the upload id.
 */
export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/resumes');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(90, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      let body: { uploadId?: string; error?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: a proxy's error page
      }
      if (request.status === 201 && body.uploadId) {
        onProgress(100);
        resolve(body.uploadId);
      } else if (body.error) {
        reject(new ResumeUploadRefused(body.error, request.status));
      } else {
        reject(new Error(careerMessages.failure));
      }
    });
    request.addEventListener('error', () => reject(new Error(careerMessages.failure)));
    request.addEventListener('abort', () => reject(new Error(careerMessages.failure)));
    request.send(file);
  });
}
