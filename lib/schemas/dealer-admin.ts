import { z } from 'zod';
import { emailField, EMAIL_MAX_LENGTH, phoneField, PHONE_MAX_LENGTH, requiredText } from '@/lib/schemas/fields';
import { isHttpsUrl } from '@/lib/domain/dealers';
import { dealerForm } from '@/lib/schemas/dealer';
import { indianStates, matchIndianState } from '@/lib/domain/indian-states';
import { productCategoryKeys, productCategoryLabels } from '@/lib/domain/options';

// The back office's dealer form, described once: the editor renders these fields and the save
// action checks them with this schema. Input names are the dealers table's columns. The rules and
// messages of the fields a dealer application also has are the spec's (§5 "Dealer"), so what an
// applicant could send passes here too; the pincode is stricter: six digits, as PIN codes are.

const application = dealerForm.fields;

export const DEALER_NAME_MAX = application.business_name.maxLength;
export const DEALER_ADDRESS_MAX = application.business_address.maxLength;
export const DEALER_CITY_MAX = application.city.maxLength;
export const DEALER_MAP_URL_MAX = 1000;

export const dealerAdminMessages = {
  name: application.business_name.requiredMessage,
  address: application.business_address.requiredMessage,
  city: application.city.requiredMessage,
  state: application.state.requiredMessage,
  pincode: application.pincode.requiredMessage,
  phone: application.phone.requiredMessage,
  categories: 'Choose at least one category the dealer carries.',
  mapUrl: 'Enter a map link that starts with https://, or leave it empty.',
  idTaken: 'Another dealer was saved with this name and city at the same moment. Save again.',
  stale: 'Somebody else saved this dealer after you opened it, so your changes were not saved. Open the dealer again to see theirs, then make your changes again.',
  staleBy: (who: string) => `${who} saved this dealer after you opened it, so your changes were not saved. Open the dealer again to see theirs, then make your changes again.`,
  gone: 'This dealer no longer exists.',
  applicationGone: 'This dealer application no longer exists: it may have been erased.',
  applicationNotWon: 'Only a dealer application marked Won can become a dealer. Set its status to Won first.',
  alreadyConverted: (name: string) => `A dealer was already created from this application (${name}). Nothing new was saved.`,
} as const;

/** The categories a dealer carries, as the form sends them: one `categories` value per ticked box. */
const categoriesField = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value]),
  z.array(z.enum(productCategoryKeys, { error: dealerAdminMessages.categories })).min(1, dealerAdminMessages.categories).max(productCategoryKeys.length, dealerAdminMessages.categories),
).transform((values) => productCategoryKeys.filter((key) => values.includes(key)));

const mapUrlField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
  z
    .string({ error: dealerAdminMessages.mapUrl })
    .max(DEALER_MAP_URL_MAX, dealerAdminMessages.mapUrl)
    .refine(isHttpsUrl, dealerAdminMessages.mapUrl)
    .nullable(),
);

const dealerFields = {
  name: requiredText({ label: 'Business name', min: 2, max: DEALER_NAME_MAX, message: dealerAdminMessages.name }),
  address: requiredText({ label: 'Address', min: 10, max: DEALER_ADDRESS_MAX, message: dealerAdminMessages.address, multiline: true }),
  city: requiredText({ label: 'City', min: 2, max: DEALER_CITY_MAX, message: dealerAdminMessages.city }),
  state: z.enum(indianStates, { error: dealerAdminMessages.state }),
  pincode: z.preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value), z.string({ error: dealerAdminMessages.pincode }).regex(/^[1-9][0-9]{5}$/, dealerAdminMessages.pincode)),
  phone: phoneField(dealerAdminMessages.phone),
  email: emailField(),
  categories: categoriesField,
  map_url: mapUrlField,
  is_active: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
};

/** A new dealer; `source_application_id` when it is made from a (won) dealer application. */
export const newDealerSchema = z.object({
  ...dealerFields,
  source_application_id: z.preprocess((value) => (value === '' || value === undefined ? null : value), z.uuid({ error: dealerAdminMessages.applicationGone }).nullable()),
});

const dealerId = z.string({ error: dealerAdminMessages.gone }).max(200, dealerAdminMessages.gone).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, dealerAdminMessages.gone);
const dealerVersion = z.coerce.number({ error: dealerAdminMessages.stale }).int({ error: dealerAdminMessages.stale }).positive({ error: dealerAdminMessages.stale }).max(2_147_483_647, dealerAdminMessages.stale);

export const dealerEditSchema = z.object({ id: dealerId, version: dealerVersion, ...dealerFields });

/** Deactivate or reactivate, from the list or the dealer's page. */
export const dealerActivationSchema = z.object({
  id: dealerId,
  version: dealerVersion,
  is_active: z.enum(['true', 'false'], { error: dealerAdminMessages.gone }).transform((value) => value === 'true'),
});

export type NewDealerInput = z.output<typeof newDealerSchema>;
export type DealerEditInput = z.output<typeof dealerEditSchema>;

export const dealerStateOptions = indianStates.map((state) => [state, state] as const);
export const dealerCategoryOptions = productCategoryKeys.map((key) => [key, productCategoryLabels[key]] as const);
export const DEALER_PHONE_MAX = PHONE_MAX_LENGTH;
export const DEALER_EMAIL_MAX = EMAIL_MAX_LENGTH;

/** Searching the list: words in the name, city or pincode; and whether active, inactive or all. */
export const dealerListStatuses = ['all', 'active', 'inactive'] as const;
export type DealerListStatus = (typeof dealerListStatuses)[number];

/** What a dealer application says that the dealer form asks for. */
export type DealerApplicationAnswers = { business_name: string; business_address: string; city: string; state: string; pincode: string; phone: string; email: string };

/**
 * The dealer form prefilled from an application: its business name, address, city, state (when
 * it names one of the list), pincode, phone and e-mail. The application asks for no product
 * categories (spec §5), so none are ticked; the dealer starts active.
 */
export function dealerValuesFromApplication(application: DealerApplicationAnswers): Record<string, string> {
  return {
    name: application.business_name,
    address: application.business_address,
    city: application.city,
    state: matchIndianState(application.state) ?? '',
    pincode: application.pincode.replace(/\s+/g, ''),
    phone: application.phone,
    email: application.email,
    categories: '',
    map_url: '',
    is_active: 'on',
  };
}
