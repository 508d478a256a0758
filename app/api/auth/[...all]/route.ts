import { NextResponse, type NextRequest } from 'next/server';
import { getAuthRuntime } from '@/lib/auth/runtime';

// better-auth's HTTP routes are not served: every back office flow goes through our server
// actions, which enforce the sign-in limits, roles and audit log (a route of the library's
// would bypass them). Its sign-up route stays reachable only to give its own refusal: public
// sign-up is disabled (emailAndPassword.disableSignUp).
const LIBRARY_ROUTES = new Set(['/sign-up/email']);

async function handle(request: NextRequest, { params }: { params: Promise<{ all: string[] }> }) {
  const path = `/${(await params).all.join('/')}`;
  if (!LIBRARY_ROUTES.has(path)) return NextResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  const { auth } = await getAuthRuntime();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
