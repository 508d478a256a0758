import { z } from 'zod';
import { availabilities, positions } from '@/lib/domain/options';
import { choice, emailField, integerField, optionalText, phoneField, requiredText } from '@/lib/schemas/fields';

/** Spec §5 "Career". The resume travels separately (see lib/schemas/resume.ts). */
export const careerSchema = z.object({
  full_name: requiredText({ label: 'Full name', min: 2, max: 100, message: 'Full name must be at least 2 characters' }),
  email: emailField(),
  phone: phoneField('Please enter a valid phone number'),
  position: choice(positions, 'Please select a position'),
  experience_years: integerField(z.number().int().min(0, 'Experience cannot be negative').max(50, 'Please enter valid experience')),
  current_company: optionalText({ label: 'Current company', max: 150 }),
  current_position: optionalText({ label: 'Current position', max: 150 }),
  education: requiredText({ label: 'Education', min: 2, max: 500, message: 'Please enter your education details', multiline: true }),
  skills: optionalText({ label: 'Skills', max: 1000, multiline: true }),
  location_preference: optionalText({ label: 'Location preference', max: 150 }),
  availability: choice(availabilities, 'Please select availability'),
  salary_expectation: optionalText({ label: 'Salary expectation', max: 100 }),
  cover_letter: requiredText({
    label: 'Cover letter',
    min: 100,
    max: 5000,
    message: 'Cover letter must be at least 100 characters',
    multiline: true,
  }),
});

export type CareerInput = z.input<typeof careerSchema>;
export type CareerApplicationInput = z.output<typeof careerSchema>;

export const careerFieldLabels: Record<keyof CareerApplicationInput | 'resume_url', string> = {
  full_name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  position: 'Position',
  experience_years: 'Experience (years)',
  current_company: 'Current company',
  current_position: 'Current position',
  education: 'Education',
  skills: 'Skills',
  location_preference: 'Location preference',
  availability: 'Availability',
  salary_expectation: 'Salary expectation',
  cover_letter: 'Cover letter',
  resume_url: 'Resume',
};

export const careerMessages = {
  success: "Application submitted successfully! We'll review your application and contact you soon.",
  failure: 'Failed to submit application. Please try again.',
  resumeUploaded: 'Resume uploaded successfully!',
} as const;
