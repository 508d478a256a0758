// A back office page that finds its record gone while it renders (proxy.ts answers the usual case
// before, through app/global-not-found.tsx, which draws the same page on the server in full).
export { AdminNotFound as default } from '@/components/admin/admin-chrome';
