import type { z } from 'zod/mini';
import { availabilities, availabilityLabels, positionLabels, positions } from '@/lib/domain/options';
import { defineForm, email, integer, phone, select, stored, text, textarea } from '@/lib/schemas/form-description';
import type { FormSchema } from '@/lib/schemas/form-schema';

/** Spec §5 "Career". The resume travels separately (see lib/schemas/resume.ts). */
export const careerForm = defineForm({
  'Personal Information': {
    full_name: text({
      label: 'Full name',
      minLength: 2,
      maxLength: 100,
      required: 'Full name must be at least 2 characters',
      autoComplete: 'name',
      wide: true,
    }),
    email: email({ placeholder: 'you@example.com' }),
    phone: phone({ label: 'Phone', required: 'Please enter a valid phone number', placeholder: '+91 98300 12345' }),
  },
  'Position & Experience': {
    position: select({ label: 'Position', values: positions, labels: positionLabels, required: 'Please select a position', placeholder: 'Select a position' }),
    experience_years: integer({
      label: 'Experience (years)',
      min: 0,
      max: 50,
      messages: { min: 'Experience cannot be negative', max: 'Please enter valid experience' },
    }),
    current_company: text({ label: 'Current company', maxLength: 150, autoComplete: 'organization' }),
    current_position: text({ label: 'Current position', maxLength: 150, autoComplete: 'organization-title' }),
  },
  'Education & Skills': {
    education: textarea({
      label: 'Education',
      minLength: 2,
      maxLength: 500,
      required: 'Please enter your education details',
      rows: 2,
      placeholder: 'e.g. B.E. Mechanical, Jadavpur University, 2018',
      wide: true,
    }),
    skills: textarea({ label: 'Skills', maxLength: 1000, rows: 2, placeholder: 'e.g. SMAW, WPS/PQR, NDT Level II, SAP', wide: true }),
  },
  Preferences: {
    location_preference: text({ label: 'Location preference', maxLength: 150, placeholder: 'Kolkata, Thane, Howrah, Bhiwandi…' }),
    availability: select({
      label: 'Availability',
      values: availabilities,
      labels: availabilityLabels,
      required: 'Please select availability',
      placeholder: 'Select availability',
    }),
    salary_expectation: text({ label: 'Salary expectation', maxLength: 100, placeholder: 'e.g. ₹8 LPA' }),
  },
  'Cover Letter': {
    cover_letter: textarea({
      label: 'Cover letter',
      minLength: 100,
      maxLength: 5000,
      required: 'Cover letter must be at least 100 characters',
      rows: 7,
      hint: 'At least 100 characters: why this role, and what you would bring.',
      wide: true,
    }),
    // The stored file's name: the form's resume upload fills it (see components/forms/career-form.tsx).
    resume_url: stored({ label: 'Resume' }),
  },
});

/** A submission as the schema built from the form leaves it (lib/schemas/lead-schemas.ts). */
export type CareerApplicationInput = z.output<FormSchema<typeof careerForm.fields>>;

export const careerMessages = {
  success: "Application submitted successfully! We'll review your application and contact you soon.",
  failure: 'Failed to submit application. Please try again.',
  resumeUploaded: 'Resume uploaded successfully!',
} as const;
