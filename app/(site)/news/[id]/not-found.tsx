export { ArticleNotFound as default } from '@/components/layout/not-found-pages';
