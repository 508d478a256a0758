'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { LeadForm } from '@/components/forms/lead-form';
import { ResumeUploadRefused, uploadResume } from '@/components/forms/resume-upload';
import { failureToast } from '@/components/forms/use-lead-form';
import type { FormState } from '@/lib/actions/form-state';
import { submitCareerApplication } from '@/lib/actions/submit-career-application';
import { careerForm, careerMessages } from '@/lib/schemas/career';
import { inputFields } from '@/lib/schemas/form-description';
import { checkSelectedResume, formatMegabytes, resumeAccept, resumeExtension, resumeMessages } from '@/lib/schemas/resume';

/** An application takes a while to write (the cover letter alone 100 characters): kept as a draft until sent. */
const draft = { key: 'career', fields: inputFields(careerForm).map((field) => field.name) };

function describeType(file: File): string {
  const extension = resumeExtension(file.name);
  return file.type || (extension ? extension.toUpperCase() : 'Unknown type');
}

/**
 * The resume beside the career form: chosen and checked in the browser, then uploaded with
 * progress when the form is sent; a retried submission cites the upload id instead of resending.
 */
function useResumeUpload() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  // An upload the server holds for this file: a retried submission cites it instead of resending.
  const uploadId = useRef<string | null>(null);

  const clearFile = useCallback(() => {
    setFile(null);
    setProgress(0);
    uploadId.current = null;
    if (fileInput.current) fileInput.current.value = '';
  }, []);

  const rejectFile = useCallback(
    (message: string) => {
      clearFile();
      setFileError(message);
      toast.error(message);
    },
    [clearFile],
  );

  // A file the server refused while it was sent: focus goes to the field with its message (it was
  // disabled during the upload, which dropped focus to the page), once it is enabled again.
  const [focusFileField, setFocusFileField] = useState(false);
  useEffect(() => {
    if (!focusFileField || uploading) return;
    setFocusFileField(false);
    fileInput.current?.focus();
  }, [focusFileField, uploading]);

  const beforeSubmit = useCallback(
    async (data: FormData): Promise<FormData | null> => {
      data.delete('resume'); // the file travels on its own, with progress
      if (file && !uploadId.current) {
        setUploading(true);
        setProgress(0);
        try {
          uploadId.current = await uploadResume(file, setProgress);
          toast.success(careerMessages.resumeUploaded);
        } catch (error) {
          setProgress(0);
          // A file the server will never take (its type, its size) is dropped with the reason;
          // any other failure (the connection, a limit, a proxy's error page) keeps the file for
          // the next try.
          if (error instanceof ResumeUploadRefused && (error.status === 413 || error.status === 415)) {
            rejectFile(error.message);
            setFocusFileField(true);
          } else failureToast(careerMessages.failure, error instanceof ResumeUploadRefused ? error.message : undefined);
          return null;
        } finally {
          setUploading(false);
        }
      }
      if (uploadId.current) data.set('resume_upload_id', uploadId.current);
      return data;
    },
    [file, rejectFile],
  );

  const onError = useCallback((state: FormState) => {
    if (state.uploadExpired) uploadId.current = null;
  }, []);

  const onFileChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const selected = event.target.files?.[0] ?? null;
    setFileError(null);
    uploadId.current = null;
    setProgress(0);
    if (!selected) return setFile(null);
    const problem = checkSelectedResume(selected);
    if (problem) return rejectFile(problem);
    setFile(selected);
    toast.success(resumeMessages.selected);
  };

  return { fileInput, file, fileError, uploading, progress, clearFile, beforeSubmit, onError, onFileChange };
}

type ResumeUpload = ReturnType<typeof useResumeUpload>;

function ResumeField({ upload, busy, error }: { upload: ResumeUpload; busy: boolean; error: string | undefined }) {
  const { fileInput, file, uploading, progress, clearFile, onFileChange } = upload;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <Label htmlFor="career-resume">Resume</Label>
      <Input
        ref={fileInput}
        id="career-resume"
        name="resume"
        type="file"
        accept={resumeAccept}
        onChange={onFileChange}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`career-resume-hint${error ? ' career-resume-error' : ''}`}
        className="h-auto py-2"
      />
      <p id="career-resume-hint" className="text-xs text-muted-foreground">
        Optional. PDF, DOC or DOCX, up to 10 MB.
      </p>
      {error && (
        <p id="career-resume-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {file && (
        <div className="grid gap-3 rounded-md border border-border bg-muted/60 p-4" aria-label="Selected resume" role="group">
          <div className="flex items-start gap-3">
            <span className="icon-file-text mt-0.5 size-8 shrink-0 text-accent" />
            <dl className="grid min-w-0 flex-1 gap-0.5 text-sm">
              <dt className="sr-only">File name</dt>
              <dd className="truncate font-semibold">{file.name}</dd>
              <dt className="sr-only">Size</dt>
              <dd className="text-muted-foreground">{formatMegabytes(file.size)}</dd>
              <dt className="sr-only">Type</dt>
              <dd className="truncate text-muted-foreground">{describeType(file)}</dd>
            </dl>
            <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={clearFile} disabled={busy}>
              <span className="icon-x" />
              Remove
            </button>
          </div>
          {(uploading || progress > 0) && (
            <div className="grid gap-1.5">
              <div className="flex items-center justify-between text-xs font-medium">
                <span className="inline-flex items-center gap-1.5">
                  <span className="icon-upload size-3.5" />
                  {progress === 100 ? 'Uploaded' : 'Uploading…'}
                </span>
                <span aria-hidden="true">{progress}%</span>
              </div>
              <Progress value={progress} aria-label="Resume upload progress" />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export function CareerForm() {
  const upload = useResumeUpload();
  return (
    <LeadForm
      form={careerForm}
      action={submitCareerApplication}
      failureMessage={careerMessages.failure}
      draft={draft}
      label="Career application form"
      layout="sections"
      busy={upload.uploading}
      beforeSubmit={upload.beforeSubmit}
      onSuccess={upload.clearFile}
      onError={upload.onError}
      slots={({ busy, state }) => ({
        resume_url: <ResumeField upload={upload} busy={busy} error={upload.fileError ?? state.fieldErrors.resume} />,
      })}
      privacyPurpose="We use your application and resume only to consider you for roles with us."
      submitLabel="Submit Application"
      pendingLabel="Submitting Application..."
    />
  );
}
