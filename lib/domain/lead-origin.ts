// Where a lead came from, as every lead table stores it: the page it was sent from and the
// visit's utm_* parameters. Read from a request by lib/request-origin.ts; kept by the browser
// form in hidden fields (components/forms/visit-utm.ts).

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;
export type LeadOrigin = { source_page: string | null; utm: Utm };
