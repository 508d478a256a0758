import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  annualTurnovers,
  availabilities,
  businessTypes,
  industryTypes,
  inquiryProductCategories,
  investmentCapacities,
  positions,
  productCategoryKeys,
} from '@/lib/domain/options';
import { inboxLeadKinds, leadEventTypes, leadStatuses } from '@/lib/domain/lead-workflow';
import { productDocumentKinds } from '@/lib/domain/product-documents';
import { staffRoles } from '@/lib/domain/staff-roles';
import type { ProductApproval } from '@/lib/domain/classification';
import type { FacetSource } from '@/lib/domain/facets';
import type { ProductSpecifications, TechnicalRows } from '@/lib/domain/technical-rows';

// Only PostgreSQL 15 features: production may run 15 while PGlite is 18.

export const productCategoryEnum = pgEnum('product_category_key', productCategoryKeys);
export const industryTypeEnum = pgEnum('industry_type', industryTypes);
export const inquiryProductCategoryEnum = pgEnum('inquiry_product_category', inquiryProductCategories);
export const businessTypeEnum = pgEnum('business_type', businessTypes);
export const annualTurnoverEnum = pgEnum('annual_turnover', annualTurnovers);
export const investmentCapacityEnum = pgEnum('investment_capacity', investmentCapacities);
export const positionEnum = pgEnum('position', positions);
export const availabilityEnum = pgEnum('availability', availabilities);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Where a lead came from: the page path and the visit's utm_* parameters. */
const leadOrigin = () => ({
  source_page: text('source_page'),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
});

export type { ProductSpecifications, TechnicalRow, TechnicalRows } from '@/lib/domain/technical-rows';

export const productCategories = pgTable('product_categories', {
  category_key: productCategoryEnum('category_key').primaryKey(),
  name: text('name').notNull(),
  hero_title: text('hero_title').notNull(),
  hero_subtitle: text('hero_subtitle').notNull(),
  description: text('description').notNull(),
  download_guide_text: text('download_guide_text'),
  /** The built-in guide (public/guides/), as seeded. */
  download_guide_url: text('download_guide_url'),
  /** A guide PDF uploaded in the back office (/media/guides/…); when set, the button links to it instead. */
  guide_upload_url: text('guide_upload_url'),
  /** Raised by every back office save: a form sent with an older version is refused (db/queries/categories-admin.ts). */
  version: integer('version').notNull().default(1),
  display_order: integer('display_order').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(), // readable slug, e.g. e7018-low-hydrogen
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: productCategoryEnum('category').notNull(),
    subcategory: text('subcategory').notNull(),
    image_url: text('image_url'),
    applications: text('applications').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    welding_positions: text('welding_positions').array().notNull().default(sql`'{}'::text[]`),
    specifications: jsonb('specifications').$type<ProductSpecifications>().notNull().default({ rows: [] }),
    identification: jsonb('identification').$type<TechnicalRows>().notNull().default([]),
    weld_metal_analysis: jsonb('weld_metal_analysis').$type<TechnicalRows>().notNull().default([]),
    mechanical_properties: jsonb('mechanical_properties').$type<TechnicalRows>().notNull().default([]),
    classification: jsonb('classification').$type<TechnicalRows>().notNull().default([]),
    packing_parameters: jsonb('packing_parameters').$type<TechnicalRows>().notNull().default([]),
    // The finder's structured fields (lib/domain/classification.ts): approvals with their
    // certificates, the currents it runs on (AC, DC+, DC-) and the coating or flux type.
    approvals: jsonb('approvals').$type<ProductApproval[]>().notNull().default([]),
    welding_currents: text('welding_currents').array().notNull().default(sql`'{}'::text[]`),
    coating: text('coating'),
    // What search and the finder read (db/queries/search.ts), kept by PostgreSQL from the columns
    // above (functions of migration 0009): everything searchable as words, by field
    // (trigram-indexed); the compacted class designations; the facets' fields in one small value.
    search_text: text('search_text').generatedAlwaysAs(
      sql`public.catalogue_search_text(name, subcategory, description, applications, classification, approvals)`,
    ),
    search_designations: text('search_designations').generatedAlwaysAs(sql`public.catalogue_designations(classification)`),
    facet_source: jsonb('facet_source')
      .$type<FacetSource>()
      .generatedAlwaysAs(
        sql`public.catalogue_facet_source(subcategory, classification, approvals, welding_positions, welding_currents, coating, specifications)`,
      ),
    is_available: boolean('is_available').notNull().default(true),
    is_upcoming: boolean('is_upcoming').notNull().default(false),
    launch_date: date('launch_date'),
    /** Raised by every back office save: a form sent with an older version is refused (db/queries/products-admin.ts). */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('products_listing_idx').on(t.category, t.is_available, t.is_upcoming, t.created_at.desc()),
    check('products_id_slug', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('products_approvals_list', sql`jsonb_typeof(${t.approvals}) = 'array'`),
    check(
      'products_technical_rows',
      sql`jsonb_typeof(${t.identification}) = 'array' and jsonb_typeof(${t.weld_metal_analysis}) = 'array' and jsonb_typeof(${t.mechanical_properties}) = 'array' and jsonb_typeof(${t.classification}) = 'array' and jsonb_typeof(${t.packing_parameters}) = 'array' and jsonb_typeof(${t.specifications} -> 'rows') = 'array'`,
    ),
    index('products_search_text_trgm_idx').using('gin', t.search_text.op('gin_trgm_ops')),
  ],
);

/**
 * The addresses a product had before its slug was renamed: /product/<old_id> (and its datasheet)
 * answers a permanent redirect to the product's address now (proxy.ts). A rename updates every
 * reference to the product (the foreign keys cascade, these rows included), so a chain of renames
 * needs no walking: each old address points straight at the current one.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    old_id: text('old_id').primaryKey(),
    product_id: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [check('product_slug_redirects_old_id_slug', sql`${t.old_id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`), index('product_slug_redirects_product_idx').on(t.product_id)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    image_url: text('image_url').notNull(),
    alt_text: text('alt_text').notNull(),
    display_order: integer('display_order').notNull().default(0),
    is_primary: boolean('is_primary').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.display_order)],
);

/**
 * Each distinct facet_source of the catalogue once, numbered, so that search counts its finder
 * facets by grouping small integers instead of hashing JSON (db/queries/search.ts). Filled by the
 * trigger that keeps product_search (migration 0015); a source no product has any more may stay,
 * harmlessly. Unique by the hash of its text: jsonb text is canonical, and a long source could
 * outgrow a btree entry.
 */
export const searchFacetSources = pgTable(
  'search_facet_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: jsonb('source').$type<FacetSource>().notNull(),
  },
  (t) => [uniqueIndex('search_facet_sources_source_idx').on(sql`md5((${t.source})::text)`)],
);

/**
 * What search reads of every product, one narrow row each, kept by a trigger on products
 * (migration 0015) whoever writes them: the listing flag and the order's columns, the fields of
 * products.search_text apart (each is scored on its own), the compacted designations and the
 * number of the facet source. Search reads it whole into memory whenever products changed
 * (content_changes says so) and matches, ranks and counts facets there; only the cards shown are
 * read from products, whose rows are several times wider.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: text('id').primaryKey(),
    category: productCategoryEnum('category').notNull(),
    /** products.is_available or is_upcoming: what a visitor can see */
    listed: boolean('listed').notNull(),
    is_available: boolean('is_available').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    name_words: text('name_words'),
    code_words: text('code_words'),
    application_words: text('application_words'),
    description_words: text('description_words'),
    designations: text('designations'),
    facet_source_id: integer('facet_source_id').references(() => searchFacetSources.id),
  },
);

/**
 * Every word of the catalogue's searchable text, once (four letters or more, as FUZZY_MIN_TOKEN_LENGTH
 * of lib/domain/search.ts): a query word found nowhere is read as a typo of the nearest of these. Filled
 * by a trigger on products (migration 0009); words of removed products may stay, harmlessly.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalogue_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const productDocumentKindEnum = pgEnum('product_document_kind', productDocumentKinds);

/** Downloadable PDFs of a product besides its generated datasheet: safety data sheets, certificates. */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: productDocumentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    /** a site path (/documents/…) or an absolute URL */
    file_url: text('file_url').notNull(),
    file_size_bytes: integer('file_size_bytes'),
    display_order: integer('display_order').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('product_documents_product_idx').on(t.product_id, t.display_order)],
);

/** Authorised dealers, shown by the dealer locator on /dealers. */
export const dealers = pgTable(
  'dealers',
  {
    id: text('id').primaryKey(), // readable slug, e.g. thane-weldline-traders
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categories: productCategoryEnum('categories').array().notNull().default(sql`'{}'`),
    /** A map link the back office set (https only); without one the locator links a map search. */
    map_url: text('map_url'),
    is_active: boolean('is_active').notNull().default(true),
    /** The dealer application this dealer was made from (at most one dealer per application). */
    source_application_id: uuid('source_application_id'),
    /** Raised by every back office save: a form sent with an older version is refused (db/queries/dealers-admin.ts). */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('dealers_id_slug', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('dealers_pincode', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('dealers_map_url_https', sql`${t.map_url} is null or ${t.map_url} ~ '^https://'`),
    uniqueIndex('dealers_source_application_idx').on(t.source_application_id),
  ],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: text('id').primaryKey(), // readable slug
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(), // Markdown
    published_at: timestamp('published_at', { withTimezone: true }).notNull(),
    author: text('author').notNull(),
    category: text('category').notNull(),
    image_url: text('image_url'),
    /** The cover's alt text (the back office requires one with every uploaded image). */
    image_alt: text('image_alt'),
    is_published: boolean('is_published').notNull().default(false),
    /** Raised by every back office save: a form sent with an older version is refused (db/queries/news-admin.ts). */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('news_published_idx').on(t.is_published, t.published_at.desc()),
    check('news_id_slug', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A lead's words for the back office's full-text search (db/queries/lead-inbox.ts), kept by
 * PostgreSQL itself and indexed: the text columns, an e-mail's parts (`asha@example.in` also as
 * `asha` and `example.in`) and a phone's digits (all, and the last ten: without +91). 'simple'
 * configuration: names and numbers are not English words to stem.
 */
function leadSearch({ text = [], emails = [], phones = [] }: { text?: string[]; emails?: string[]; phones?: string[] }) {
  const digits = (column: string) => `regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
  const parts = [
    ...text.map((column) => `coalesce(${column}, '')`),
    ...emails.flatMap((column) => [column, `translate(${column}, '@', ' ')`]),
    ...phones.flatMap((column) => [`coalesce(${column}, '')`, digits(column), `right(${digits(column)}, 10)`]),
  ];
  return tsvector('search').generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${parts.join(" || ' ' || ")})`));
}

/** What the inbox reads every lead table by: newest first (ties by id), and its search words. */
const leadListIndexes = (name: string, t: { id: AnyPgColumn; created_at: AnyPgColumn; search: AnyPgColumn }) => [
  index(`${name}_created_idx`).on(t.created_at, t.id),
  index(`${name}_search_idx`).using('gin', t.search),
];

export const inquiries = pgTable('inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  industry_type: industryTypeEnum('industry_type').notNull(),
  product_category: inquiryProductCategoryEnum('product_category').notNull(),
  message: text('message'),
  ...leadOrigin(),
  created_at: createdAt(),
  search: leadSearch({ text: ['name', 'message'], emails: ['email'], phones: ['mobile'] }),
}, (t) => leadListIndexes('inquiries', t));

export const quoteRequests = pgTable('quote_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  product_category: text('product_category').notNull(), // may be 'category - product name'
  product_id: text('product_id').references(() => products.id, { onDelete: 'set null', onUpdate: 'cascade' }),
  customer_name: text('customer_name').notNull(),
  customer_email: text('customer_email').notNull(),
  customer_phone: text('customer_phone'),
  company_name: text('company_name'),
  quantity: integer('quantity'),
  specifications: text('specifications'),
  message: text('message'),
  ...leadOrigin(),
  created_at: createdAt(),
  search: leadSearch({ text: ['customer_name', 'company_name', 'product_category', 'specifications', 'message'], emails: ['customer_email'], phones: ['customer_phone'] }),
}, (t) => leadListIndexes('quote_requests', t));

export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    business_name: text('business_name').notNull(),
    contact_person: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    business_address: text('business_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    business_type: businessTypeEnum('business_type').notNull(),
    years_in_business: integer('years_in_business').notNull().default(0),
    current_suppliers: text('current_suppliers'),
    annual_turnover: annualTurnoverEnum('annual_turnover').notNull(),
    target_market: text('target_market'),
    warehouse_facility: boolean('warehouse_facility').notNull().default(false),
    delivery_capability: text('delivery_capability'),
    investment_capacity: investmentCapacityEnum('investment_capacity').notNull(),
    why_partner: text('why_partner').notNull(),
    additional_info: text('additional_info'),
    ...leadOrigin(),
    created_at: createdAt(),
    search: leadSearch({ text: ['contact_person', 'business_name', 'city', 'why_partner', 'additional_info'], emails: ['email'], phones: ['phone'] }),
  },
  (t) => [check('dealer_years_not_negative', sql`${t.years_in_business} >= 0`), ...leadListIndexes('dealer_applications', t)],
);

export const careerApplications = pgTable(
  'career_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    position: positionEnum('position').notNull(),
    experience_years: integer('experience_years').notNull().default(0),
    current_company: text('current_company'),
    current_position: text('current_position'),
    education: text('education').notNull(),
    skills: text('skills'),
    location_preference: text('location_preference'),
    availability: availabilityEnum('availability').notNull(),
    salary_expectation: text('salary_expectation'),
    cover_letter: text('cover_letter').notNull(),
    resume_url: text('resume_url'), // storage path in the 'resumes' bucket, or null
    ...leadOrigin(),
    created_at: createdAt(),
    search: leadSearch({ text: ['full_name', 'current_company', 'cover_letter'], emails: ['email'], phones: ['phone'] }),
  },
  (t) => [
    ...leadListIndexes('career_applications', t),
    check('career_experience_range', sql`${t.experience_years} between 0 and 50`),
    // A stored resume belongs to exactly one application.
    uniqueIndex('career_applications_resume_url_key').on(t.resume_url),
  ],
);

/**
 * Resumes uploaded by the browser ahead of their application: the file waits in the storage's
 * pending area under `storage_key` until the application that names this id is stored (then it
 * moves to its final name) or, abandoned, is swept away.
 */
export const resumeUploads = pgTable(
  'resume_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storage_key: text('storage_key').notNull().unique(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    // Who uploaded it (a hash of the client address, as the rate limit keeps it): pending uploads
    // are limited per client.
    client_key: text('client_key').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('resume_uploads_created_idx').on(t.created_at), index('resume_uploads_client_idx').on(t.client_key, t.created_at)],
);

export const leadKinds = ['inquiry', 'quote_request', 'dealer_application', 'career_application'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindEnum = pgEnum('lead_kind', leadKinds);
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sending', 'sent', 'failed']);

/** A message composed when it was queued (staff invitations, password resets): no lead behind it. */
export type OutboxMessage = { to: string; subject: string; text: string; html: string };

/**
 * E-mails waiting to be sent. A lead notification is written in the same transaction as its lead
 * (and rendered from it when sent); other mail carries its composed `message`. The delivery loop
 * claims due rows with FOR UPDATE SKIP LOCKED, so replicas never send one twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_kind: leadKindEnum('lead_kind'),
    lead_id: uuid('lead_id'),
    message: jsonb('message').$type<OutboxMessage>(),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While a replica sends a row it holds a lease; a row whose lease ran out (crash) is due again.
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} in ('pending', 'sending')`),
    uniqueIndex('mail_outbox_lead_key').on(t.lead_kind, t.lead_id),
    // Either a lead's notification or a composed message, never both or neither.
    check(
      'mail_outbox_lead_or_message',
      sql`(${t.lead_kind} is not null and ${t.lead_id} is not null and ${t.message} is null) or (${t.lead_kind} is null and ${t.lead_id} is null and ${t.message} is not null)`,
    ),
  ],
);

/**
 * Submissions already stored, by the key their form carried (a fresh random key per rendered
 * form; without JavaScript a hash of what was sent). A repeat of a key within a day (a retry
 * after a lost answer, a double click, the back button) is answered as a success and stores
 * nothing. Written in the lead's own transaction; rows older than a day are deleted now and then.
 */
export const submissionKeys = pgTable(
  'submission_keys',
  {
    form: text('form').notNull(),
    key: text('key').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.form, t.key] }), index('submission_keys_created_idx').on(t.created_at)],
);

/** Fixed-window counters of form submissions per client and form, shared by every replica. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** The PPE newsletter box: one row per address (case-insensitive). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ...leadOrigin(),
    created_at: createdAt(),
    search: leadSearch({ emails: ['email'] }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`), ...leadListIndexes('newsletter_subscribers', t)],
);

/** PPE's Get Notified: who wants to hear when an upcoming product launches. */
export const launchNotifyRequests = pgTable(
  'launch_notify_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    email: text('email').notNull(),
    ...leadOrigin(),
    created_at: createdAt(),
    search: leadSearch({ emails: ['email'] }),
  },
  (t) => [uniqueIndex('launch_notify_requests_product_email_key').on(t.product_id, sql`lower(${t.email})`), ...leadListIndexes('launch_notify_requests', t)],
);

/** PostgreSQL's 64-bit transaction id (xid8, PostgreSQL 13+), read as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * A log of content changes: one row per cache tag (db/queries/cache.ts `cacheTags`) and writing
 * transaction, written by triggers on the content tables whoever changes them (the app,
 * `npm run db:seed`, an operator in psql). Each server polls it and expires its cached pages and
 * data carrying a changed tag (db/content-changes.ts). Rows are only ever inserted, so writers
 * never wait for one another here; the pollers delete rows older than a day.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    changed_xid: xid8('changed_xid').notNull().default(sql`pg_current_xact_id()`),
    tag: text('tag').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.changed_xid, t.tag] }), index('content_changes_changed_at_idx').on(t.changed_at)],
);

// Back office: staff accounts and sessions (better-auth reads and writes these through its Drizzle
// adapter; lib/auth/server.ts maps its field names onto these columns), the audit log and the
// back office's own settings.

export const staffRoleEnum = pgEnum('staff_role', staffRoles);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    email_verified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: staffRoleEnum('role').notNull().default('staff'),
    two_factor_enabled: boolean('two_factor_enabled').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  // better-auth looks addresses up in lower case.
  (t) => [check('staff_users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/** Signed-in sessions; signing out deletes the row, so its cookie stops working at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.user_id)],
);

/** Credentials: one 'credential' row per user holds the password's scrypt hash. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: text('account_id').notNull(),
    provider_id: text('provider_id').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    access_token: text('access_token'),
    refresh_token: text('refresh_token'),
    id_token: text('id_token'),
    access_token_expires_at: timestamp('access_token_expires_at', { withTimezone: true }),
    refresh_token_expires_at: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('staff_accounts_provider_account_key').on(t.provider_id, t.account_id), index('staff_accounts_user_idx').on(t.user_id)],
);

/** better-auth's one-time values (password reset tokens, stored hashed; second-factor challenges). */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier), index('auth_verifications_expires_idx').on(t.expires_at)],
);

/** TOTP secrets and backup codes (both encrypted with the auth secret by better-auth). */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .unique()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backup_codes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failed_verification_count: integer('failed_verification_count').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
  },
);

/** Pending invitations: only the token's SHA-256 is stored; the link carries the token itself. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: uuid('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('staff_invitations_user_idx').on(t.user_id)],
);

/** The back office's settings: one row. */
export const backOfficeSettings = pgTable(
  'back_office_settings',
  {
    id: integer('id').primaryKey().default(1),
    require_two_factor: boolean('require_two_factor').notNull().default(false),
    updated_by: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [check('back_office_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Who did what in the back office, and when (lib/domain/audit.ts names the actions). Entries hold
 * no passwords and no visitor data: a subject is named by id, and by label only when it is a staff
 * member. Client addresses are kept as keyed hashes. Kept at least 13 months (db/queries/audit.ts).
 */
/**
 * What an audit entry concerns as one text (its subject's kind, id and name): the audit page's
 * search looks for words in it, through the trigram index on this same expression.
 */
export const auditSubjectText = (t: { subject_type: AnyPgColumn; subject_id: AnyPgColumn; subject_label: AnyPgColumn }) =>
  sql`(coalesce(${t.subject_type}, '') || ' ' || coalesce(${t.subject_id}, '') || ' ' || coalesce(${t.subject_label}, ''))`;

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    created_at: createdAt(),
    action: text('action').notNull(),
    actor_id: uuid('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The actor's e-mail when it happened (kept after the account is removed). */
    actor_email: text('actor_email'),
    subject_type: text('subject_type'),
    subject_id: text('subject_id'),
    subject_label: text('subject_label'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    client_hash: text('client_hash'),
  },
  (t) => [
    // Ascending, read backwards: `order by created_at desc, id desc` is DESC NULLS FIRST, which an
    // index built DESC (NULLS LAST) cannot give in order, so the page would sort the whole log.
    index('audit_log_created_idx').on(t.created_at, t.id),
    // The audit page's filters (db/queries/audit.ts), each read newest first and stopped at a page:
    // by action, by staff member (its list of who appears in the log too), by what it concerns.
    index('audit_log_action_created_idx').on(t.action, t.created_at, t.id),
    index('audit_log_actor_created_idx').on(t.actor_email, t.created_at, t.id),
    index('audit_log_subject_trgm_idx').using('gin', sql`${auditSubjectText(t)} gin_trgm_ops`),
  ],
);

/**
 * Images uploaded in the back office (lib/media/images.ts). The files live in the media store
 * (lib/storage), as WebP at each width of MEDIA_WIDTHS up to the original's; this row keeps what
 * the pages need besides the URL: the alt text and the size.
 */
export const mediaImages = pgTable('media_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  alt_text: text('alt_text').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widest stored variant: the URL names it, and the narrower ones follow from it. */
  largest_width: integer('largest_width').notNull(),
  original_type: text('original_type').notNull(),
  original_bytes: integer('original_bytes').notNull(),
  uploaded_by: uuid('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export type Product = typeof products.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type ProductCategory = typeof productCategories.$inferSelect;
export type ProductDocument = typeof productDocuments.$inferSelect;
export type Dealer = typeof dealers.$inferSelect;
export type NewsArticle = typeof newsArticles.$inferSelect;
export type MediaImage = typeof mediaImages.$inferSelect;
export type Inquiry = typeof inquiries.$inferSelect;
export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type DealerApplication = typeof dealerApplications.$inferSelect;
export type CareerApplication = typeof careerApplications.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type StaffUser = typeof staffUsers.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;

export const inboxLeadKindEnum = pgEnum('inbox_lead_kind', inboxLeadKinds);
export const leadStatusEnum = pgEnum('lead_status', leadStatuses);
export const leadEventTypeEnum = pgEnum('lead_event_type', leadEventTypes);

/**
 * Where staff stand with a lead of any kind (the lead tables stay as the forms wrote them). A lead
 * without a row here is New and unassigned; erasing or purging a lead deletes its row too.
 */
export const leadStates = pgTable(
  'lead_states',
  {
    lead_kind: inboxLeadKindEnum('lead_kind').notNull(),
    lead_id: uuid('lead_id').notNull(),
    status: leadStatusEnum('status').notNull().default('new'),
    assignee_id: uuid('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lead_kind, t.lead_id] }), index('lead_states_status_idx').on(t.status), index('lead_states_assignee_idx').on(t.assignee_id)],
);

/** A lead's history: every status change, assignment and note, with who and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_kind: inboxLeadKindEnum('lead_kind').notNull(),
    lead_id: uuid('lead_id').notNull(),
    type: leadEventTypeEnum('type').notNull(),
    actor_id: uuid('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The author's name when it happened (kept after the account is removed). */
    actor_name: text('actor_name').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    note: text('note'),
    created_at: createdAt(),
    /** Insertion order: events of one transaction (or one clock tick) share created_at. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.lead_kind, t.lead_id, t.created_at),
    check('lead_events_note_has_text', sql`(${t.type} = 'note') = (${t.note} is not null)`),
  ],
);

/**
 * Who receives the notification of each kind of lead (careers to HR, dealers to the network
 * manager…), set by an admin. A kind without a row goes to NOTIFY_TO (careers: NOTIFY_TO_CAREERS).
 */
export const notificationRoutes = pgTable('notification_routes', {
  lead_kind: leadKindEnum('lead_kind').primaryKey(),
  /** Comma-separated e-mail addresses. */
  recipients: text('recipients').notNull(),
  updated_by: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
