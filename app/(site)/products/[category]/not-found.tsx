export { CategoryNotFound as default } from '@/components/layout/not-found-pages';
