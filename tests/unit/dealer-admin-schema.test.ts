import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dealerSlug, firstFreeSlug, isHttpsUrl } from '@/lib/domain/dealers';
import { matchIndianState } from '@/lib/domain/indian-states';
import { EMAIL_MESSAGE } from '@/lib/schemas/fields';
import { dealerActivationSchema, dealerAdminMessages, dealerEditSchema, dealerValuesFromApplication, newDealerSchema } from '@/lib/schemas/dealer-admin';

// The back office's dealer form: each field's message (the spec's, where a dealer application has
// the same field), and hostile input answered with messages, never an exception.

const valid = {
  name: 'Konkan Weld Traders',
  address: 'Gala 14, Shiv Shakti Industrial Estate',
  city: 'Thane',
  state: 'Maharashtra',
  pincode: '400604',
  phone: '+91 22 2582 4410',
  email: 'sales@konkanweld.in',
  categories: 'welding-electrodes,abrasives',
  map_url: '',
  is_active: 'on',
};

function errorsOf(schema: z.ZodType, input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('dealer form schema', () => {
  it('accepts a complete dealer: categories in the site order, empty map link as null, ticked box as active', () => {
    expect(newDealerSchema.parse({ ...valid, categories: 'abrasives,welding-electrodes' })).toEqual({
      ...valid,
      categories: ['welding-electrodes', 'abrasives'],
      map_url: null,
      is_active: true,
      source_application_id: null,
    });
    expect(newDealerSchema.parse({ ...valid, is_active: undefined, pincode: '400 604' })).toMatchObject({ is_active: false, pincode: '400604' });
  });

  it('answers every field with its message', () => {
    expect(errorsOf(newDealerSchema, { ...valid, name: 'K', address: 'Thane', city: ' ', state: 'Mumbai', pincode: '40060', phone: 'call us', email: 'sales@', categories: '' })).toEqual({
      name: 'Business name must be at least 2 characters',
      address: 'Please enter complete business address',
      city: 'Please enter city',
      state: 'Please enter state',
      pincode: 'Please enter valid pincode',
      phone: 'Please enter a valid phone number',
      email: EMAIL_MESSAGE,
      categories: dealerAdminMessages.categories,
    });
    expect(errorsOf(newDealerSchema, { ...valid, pincode: '012345' })).toEqual({ pincode: dealerAdminMessages.pincode });
    expect(errorsOf(newDealerSchema, { ...valid, categories: 'welding-electrodes,rockets' })).toEqual({ categories: dealerAdminMessages.categories });
  });

  it('keeps only https map links', () => {
    for (const link of ['http://maps.example.com/x', 'javascript:alert(1)', 'data:text/html,hi', '//maps.example.com', 'https://user:pw@maps.example.com', 'maps.google.com']) {
      expect(errorsOf(newDealerSchema, { ...valid, map_url: link }), link).toEqual({ map_url: dealerAdminMessages.mapUrl });
    }
    expect(newDealerSchema.parse({ ...valid, map_url: ' https://maps.app.goo.gl/abc ' }).map_url).toBe('https://maps.app.goo.gl/abc');
    expect(isHttpsUrl('https://www.google.com/maps/place/Thane')).toBe(true);
  });

  it('answers hostile input with messages, never an exception', () => {
    const hostile = [undefined, null, 42, ['a'], { toString: null }, 'x'.repeat(100_000), '\u0000\u202e'];
    for (const value of hostile) {
      for (const field of Object.keys(valid)) expect(() => newDealerSchema.safeParse({ ...valid, [field]: value })).not.toThrow();
    }
    expect(errorsOf(dealerEditSchema, { ...valid, id: '../etc', version: 'NaN' })).toEqual({ id: dealerAdminMessages.gone, version: dealerAdminMessages.stale });
    expect(errorsOf(dealerEditSchema, { ...valid, id: 'a-b', version: '99999999999' })).toEqual({ version: dealerAdminMessages.stale });
    expect(errorsOf(newDealerSchema, { ...valid, source_application_id: 'not-a-uuid' })).toEqual({ source_application_id: dealerAdminMessages.applicationGone });
    expect(errorsOf(dealerActivationSchema, { id: 'a-b', version: '1', is_active: 'maybe' })).toEqual({ is_active: dealerAdminMessages.gone });
  });
});

describe('dealer ids, states and an application as a dealer', () => {
  it('makes the id from the name and city, and the next free one when it is taken', () => {
    expect(dealerSlug('Konkan Weld Traders', 'Thane')).toBe('konkan-weld-traders-thane');
    expect(dealerSlug('Śrī Gaṇeśa & Sons', 'Navi Mumbai')).toBe('sri-ganesa-sons-navi-mumbai');
    expect(dealerSlug('!!!', '???')).toBe('dealer');
    expect(firstFreeSlug('a-b', new Set(['a-b', 'a-b-2']))).toBe('a-b-3');
    expect(firstFreeSlug('a-b', new Set())).toBe('a-b');
  });

  it('reads a typed state as the listed one, or none', () => {
    expect(matchIndianState('tamil nadu')).toBe('Tamil Nadu');
    expect(matchIndianState('JAMMU & KASHMIR')).toBe('Jammu and Kashmir');
    expect(matchIndianState('New Delhi')).toBe('Delhi');
    expect(matchIndianState('Bombay')).toBeNull();
  });

  it('prefills the form from an application', () => {
    expect(
      dealerValuesFromApplication({ business_name: 'Rao Traders', business_address: '12 Strand Road', city: 'Howrah', state: 'WEST BENGAL', pincode: '711 101', phone: '9830012345', email: 'asha@example.com' }),
    ).toEqual({ name: 'Rao Traders', address: '12 Strand Road', city: 'Howrah', state: 'West Bengal', pincode: '711101', phone: '9830012345', email: 'asha@example.com', categories: '', map_url: '', is_active: 'on' });
  });
});
