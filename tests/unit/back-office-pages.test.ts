import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backOfficePermissions, backOfficeRoute, BACK_OFFICE_ROUTES } from '@/lib/domain/back-office-pages';
import { leadKindPermissions, type InboxLeadKind } from '@/lib/domain/lead-workflow';

// proxy.ts answers an address under /admin that no page or file route claims with the not-found
// page: a page missing from the list would answer 404 to everyone. The not-found page asks what the
// page's own access check asks: read from its file (requireStaff or staffOrRefusal with a permission,
// or with the permission of a kind of lead, leadKindPermissions.<kind>).

describe('the back office routes', () => {
  it('are exactly the pages and file routes under app/(admin)/admin (but its catch-all), each with the permissions its access check asks', () => {
    const root = path.join('app', '(admin)', 'admin');
    const found: Record<string, string[]> = {};
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name === 'page.tsx' || entry.name === 'route.ts') {
          const address = `/admin${path.dirname(path.relative(root, file)).split(path.sep).map((segment) => `/${segment}`).join('')}`.replace(/\/\.$/, '');
          const source = fs.readFileSync(file, 'utf8');
          const asked = [...source.matchAll(/(?:requireStaff|staffOrRefusal)\((?:'([a-z:-]+)'|leadKindPermissions\.([a-z_]+))/g)].map((match) => match[1] ?? leadKindPermissions[match[2] as InboxLeadKind]);
          if (!address.includes('[...')) found[address] = [...new Set(asked)].sort();
        }
      }
    };
    walk(root);
    const listed = Object.fromEntries(Object.entries(BACK_OFFICE_ROUTES).map(([route, permissions]) => [route, [...permissions].sort()]));
    expect(found).toEqual(listed);
  });

  it('an address is the page it names, a fixed segment before a dynamic one, its segments decoded', () => {
    expect(backOfficeRoute('/admin')).toEqual({ route: '/admin', params: [] });
    expect(backOfficeRoute('/admin/news/new')).toEqual({ route: '/admin/news/new', params: [] });
    expect(backOfficeRoute('/admin/news/new/preview')).toEqual({ route: '/admin/news/[id]/preview', params: ['new'] });
    expect(backOfficeRoute('/admin/dealers/new')).toEqual({ route: '/admin/dealers/new', params: [] });
    expect(backOfficeRoute('/admin/dealers/asha-traders-pune')).toEqual({ route: '/admin/dealers/[id]', params: ['asha-traders-pune'] });
    expect(backOfficeRoute('/admin/leads/export')).toEqual({ route: '/admin/leads/export', params: [] });
    expect(backOfficeRoute('/admin/leads/inquiry/a%20b')).toEqual({ route: '/admin/leads/[kind]/[id]', params: ['inquiry', 'a b'] });
    expect(backOfficeRoute('/admin/products/x/images')).toEqual({ route: '/admin/products/[id]/images', params: ['x'] });
    expect(backOfficeRoute('/admin/products/x/documents')).toEqual({ route: '/admin/products/[id]/documents', params: ['x'] });
    expect(backOfficeRoute('/admin/%6Eews/a%2Fb')).toEqual({ route: '/admin/news/[id]', params: ['a/b'] });
    expect(backOfficePermissions('/admin/news/x/preview')).toEqual(['content:edit']);
    expect(backOfficePermissions('/admin/no-such-page')).toEqual([]);
    for (const address of ['/admin/', '/admin/nope', '/admin/news/a/b', '/admin/leads/inquiry', '/administrator', '/admin/news//preview']) {
      expect(backOfficeRoute(address), address).toBeNull();
    }
  });
});
