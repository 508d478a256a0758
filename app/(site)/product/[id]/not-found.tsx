export { ProductNotFound as default } from '@/components/layout/not-found-pages';
