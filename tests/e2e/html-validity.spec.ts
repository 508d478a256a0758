import { expect, test } from '@playwright/test';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { ppe } from '@/db/seed/data/products/ppe';
import { htmlCheckerErrors } from './support/html-checker';
import { enquiryActionFields } from './support/leads';
import { routesWithState, siteRoutes, unknownAddresses } from './support/routes';

// Every page as the server sends it passes the W3C Nu HTML checker (vnu.jar from npm, on the
// machine's Java) without an error: the routes of spec §2 (filtered, searched and located too),
// the forms' own pages, the not-found pages, and a form answered with its messages after a post
// without JavaScript. The back office's pages: admin-journey.spec.ts.

const electrode = weldingElectrodes.find((product) => product.is_available)!;
const upcoming = ppe.find((product) => product.is_upcoming)!;
const formPages = [`/inquiry/quote?product=${electrode.id}`, '/inquiry/quote', `/inquiry/notify?product=${upcoming.id}`];

test('the Nu HTML checker finds no error on any page', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = {};
  for (const route of [...siteRoutes, ...routesWithState, ...formPages]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    pages[route] = await response.text();
  }
  for (const { path: address } of unknownAddresses) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    pages[address] = await response.text();
  }
  const answered = await request.post('/inquiry', {
    multipart: { ...(await enquiryActionFields(request, baseURL!)), surface: 'inquiry-page', name: 'A', email: 'not-an-address', mobile: '123' },
    headers: { origin: baseURL! },
  });
  pages['/inquiry (answered without JavaScript)'] = await answered.text();
  expect(pages['/inquiry (answered without JavaScript)']).toContain('Please check the highlighted fields and try again.');

  expect(await htmlCheckerErrors(pages)).toEqual([]);
});
