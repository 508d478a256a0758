import { beforeEach, describe, expect, it, vi } from 'vitest';

// A server action that renews the session (a password change revokes the old one and sets a new
// cookie) is followed in the same response by the page drawn again. Next hands that render the
// action's cookies through cookies(), while headers() keeps the cookie the request came with: the
// session must be read from the former, or the user is sent to sign in though signed in.

const request = vi.hoisted(() => ({ headerCookie: '', cookies: [] as { name: string; value: string }[], asked: [] as (string | null)[] }));

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: request.headerCookie, 'user-agent': 'vitest' }),
  cookies: async () => ({ getAll: () => request.cookies }),
}));

vi.mock('@/lib/auth/runtime', () => ({
  getAuthRuntime: async () => ({
    db: null,
    auth: {
      api: {
        getSession: async ({ headers }: { headers: Headers }) => {
          request.asked.push(headers.get('cookie'));
          return headers.get('cookie')?.includes('arcstar.session_token=new.sig%2B%3D')
            ? { user: { id: 'u1', email: 'meera@arcstar.test', name: 'Meera', role: 'admin', twoFactorEnabled: true }, session: { id: 's2', expiresAt: new Date() } }
            : null;
        },
      },
    },
  }),
}));

const { getStaffSession } = await import('@/lib/auth/session');

describe("the staff session of a page drawn after an action", () => {
  beforeEach(() => {
    request.asked = [];
  });

  it('is read from the cookies the action left, not from the revoked one the request came with', async () => {
    request.headerCookie = 'arcstar.session_token=old.sig; theme=dark';
    request.cookies = [
      { name: 'arcstar.session_token', value: 'new.sig+=' },
      { name: 'theme', value: 'dark' },
    ];
    expect((await getStaffSession())?.session.id).toBe('s2');
    expect(request.asked).toEqual(['arcstar.session_token=new.sig%2B%3D; theme=dark']);
  });

  it('leaves out a cookie the action deleted, as the browser would', async () => {
    request.headerCookie = 'arcstar.session_token=old.sig';
    request.cookies = [{ name: 'arcstar.session_token', value: '' }];
    expect(await getStaffSession()).toBeNull();
    expect(request.asked).toEqual([null]);
  });
});
