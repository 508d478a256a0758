'use client';

import { useCallback, useRef, useState } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { FieldsProvider, FormSection, optionEntries, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { FormExtras } from '@/components/forms/form-extras';
import { FormNotice, PrivacyNote } from '@/components/forms/form-notice';
import { ResumeUploadRefused, uploadResume } from '@/components/forms/resume-upload';
import { useLeadForm } from '@/components/forms/use-lead-form';
import type { FormState } from '@/lib/actions/form-state';
import { submitCareerApplication } from '@/lib/actions/submit-career-application';
import { availabilities, availabilityLabels, positionLabels, positions } from '@/lib/domain/options';
import { careerMessages, careerSchema, type CareerInput } from '@/lib/schemas/career';
import { checkSelectedResume, formatMegabytes, resumeAccept, resumeExtension, resumeMessages } from '@/lib/schemas/resume';

const defaults: CareerInput = {
  full_name: '',
  email: '',
  phone: '',
  position: '',
  experience_years: '0',
  current_company: '',
  current_position: '',
  education: '',
  skills: '',
  location_preference: '',
  availability: '',
  salary_expectation: '',
  cover_letter: '',
};

const positionOptions = optionEntries(positions, positionLabels);
const availabilityOptions = optionEntries(availabilities, availabilityLabels);

function describeType(file: File): string {
  const extension = resumeExtension(file.name);
  return file.type || (extension ? extension.toUpperCase() : 'Unknown type');
}

export function CareerForm() {
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
          if (error instanceof ResumeUploadRefused && error.status !== 429) rejectFile(error.message);
          else toast.error(error instanceof Error ? error.message : careerMessages.failure);
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

  const { state, hydrated, pending, formProps, fields } = useLeadForm({
    schema: careerSchema,
    action: submitCareerApplication,
    defaults,
    beforeSubmit,
    onSuccess: clearFile,
    onError,
  });
  const busy = pending || uploading;
  const resumeError = fileError ?? (hydrated ? undefined : state.fieldErrors.resume);

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

  return (
    <form {...formProps} className="relative grid gap-8" aria-label="Career application form">
      <FormNotice state={state} hydrated={hydrated} />
      <FormExtras />
      <FieldsProvider fields={fields}>
        <FormSection title="Personal Information">
          <TextField name="full_name" label="Full name" required autoComplete="name" maxLength={100} className="sm:col-span-2" />
          <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="you@example.com" maxLength={254} />
          <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" placeholder="+91 98300 12345" maxLength={20} />
        </FormSection>
        <FormSection title="Position & Experience">
          <SelectField name="position" label="Position" required placeholder="Select a position" options={positionOptions} />
          <TextField name="experience_years" label="Experience (years)" type="number" inputMode="numeric" min={0} max={50} required />
          <TextField name="current_company" label="Current company" autoComplete="organization" maxLength={150} />
          <TextField name="current_position" label="Current position" autoComplete="organization-title" maxLength={150} />
        </FormSection>
        <FormSection title="Education & Skills">
          <TextAreaField
            name="education"
            label="Education"
            required
            rows={2}
            placeholder="e.g. B.E. Mechanical, Jadavpur University, 2018"
            maxLength={500}
            className="sm:col-span-2"
          />
          <TextAreaField name="skills" label="Skills" rows={2} placeholder="e.g. SMAW, WPS/PQR, NDT Level II, SAP" maxLength={1000} className="sm:col-span-2" />
        </FormSection>
        <FormSection title="Preferences">
          <TextField name="location_preference" label="Location preference" placeholder="Kolkata, Thane, Howrah, Bhiwandi…" maxLength={150} />
          <SelectField name="availability" label="Availability" required placeholder="Select availability" options={availabilityOptions} />
          <TextField name="salary_expectation" label="Salary expectation" placeholder="e.g. ₹8 LPA" maxLength={100} />
        </FormSection>
        <FormSection title="Cover Letter">
          <TextAreaField
            name="cover_letter"
            label="Cover letter"
            required
            rows={7}
            hint="At least 100 characters: why this role, and what you would bring."
            maxLength={5000}
            className="sm:col-span-2"
          />
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
              aria-invalid={resumeError ? true : undefined}
              aria-describedby={`career-resume-hint${resumeError ? ' career-resume-error' : ''}`}
              className="h-auto py-2"
            />
            <p id="career-resume-hint" className="text-xs text-muted-foreground">
              Optional. PDF, DOC or DOCX, up to 10 MB.
            </p>
            {resumeError && (
              <p id="career-resume-error" className="text-sm font-medium text-destructive">
                {resumeError}
              </p>
            )}
            {file && (
              <div className="grid gap-3 rounded-md border border-border bg-muted/60 p-4" aria-label="Selected resume" role="group">
                <div className="flex items-start gap-3">
                  <FileText className="mt-0.5 size-8 shrink-0 text-accent" aria-hidden="true" />
                  <dl className="grid min-w-0 flex-1 gap-0.5 text-sm">
                    <dt className="sr-only">File name</dt>
                    <dd className="truncate font-semibold">{file.name}</dd>
                    <dt className="sr-only">Size</dt>
                    <dd className="text-muted-foreground">{formatMegabytes(file.size)}</dd>
                    <dt className="sr-only">Type</dt>
                    <dd className="truncate text-muted-foreground">{describeType(file)}</dd>
                  </dl>
                  <Button type="button" variant="outline" size="sm" onClick={clearFile} disabled={busy}>
                    <X aria-hidden="true" />
                    Remove
                  </Button>
                </div>
                {(uploading || progress > 0) && (
                  <div className="grid gap-1.5">
                    <div className="flex items-center justify-between text-xs font-medium">
                      <span className="inline-flex items-center gap-1.5">
                        <Upload className="size-3.5" aria-hidden="true" />
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
        </FormSection>
      </FieldsProvider>
      <div className="grid gap-4 border-t border-border pt-6">
        <PrivacyNote purpose="We use your application and resume only to consider you for roles with us." />
        <SubmitButton pending={busy} label="Submit Application" pendingLabel="Submitting Application..." />
      </div>
    </form>
  );
}
