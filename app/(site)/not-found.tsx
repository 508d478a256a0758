// Spec §2: 'Coming Soon' (HTTP 404) for what a page of the public site finds missing itself.
export { ComingSoon as default } from '@/components/layout/not-found-pages';
