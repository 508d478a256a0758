'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuthRuntime } from '@/lib/auth/runtime';
import { setResponseCookies } from '@/lib/auth/response-cookies';
import { getStaffSession, SIGN_IN_PATH } from '@/lib/auth/session';
import { signOut } from '@/lib/auth/sign-in';

/** The navigation's Sign out button: the session row is deleted, so the cookie is dead everywhere. */
export async function signOutOfBackOffice(): Promise<void> {
  const staff = await getStaffSession();
  if (staff) await signOut(await getAuthRuntime(), staff.user, { headers: new Headers(await headers()), setCookies: setResponseCookies });
  redirect(`${SIGN_IN_PATH}?signed-out=1`);
}
