import type {
  CareerApplication,
  Dealer,
  DealerApplication,
  Inquiry,
  Product,
  ProductCategory,
  ProductDocument,
  ProductImage,
  QuoteRequest,
} from '@/db/schema';
import type { ApprovalBody } from '@/lib/domain/classification';
import type { Facet } from '@/lib/domain/facets';

// The shapes that db/queries answer, in one module that queries, components, services and
// e-mails all import. Pages and components never see a table or a connection, only these.

export type { LeadKind, MailOutboxRow, OutboxMessage, ProductSpecifications, TechnicalRow, TechnicalRows } from '@/db/schema';
/**
 * A connection, for the callers that hand a particular database to a query (tests and benches
 * run the same code on PGlite and PostgreSQL). Without one, queries use the app's database.
 */
export type { Database } from '@/db/client';

/** Dates become ISO strings so that cached and uncached results have the same shape. */
export type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A product as pages read it: every column but the ones search keeps for itself. */
export type ProductView = Serialized<Omit<Product, 'search_text' | 'search_designations' | 'facet_source'>>;
export type ProductImageView = Serialized<ProductImage>;
export type CategoryView = Serialized<ProductCategory>;
/** A category as the back office edits it: the built-in and the uploaded guide apart. */
export type EditableCategory = ProductCategory;
/** A downloadable document of a product (db/queries/catalogue.ts getProductDocuments). */
export type ProductDocumentView = Serialized<ProductDocument>;

/** A dealer as the locator on /dealers shows it. */
export type DealerView = Omit<Dealer, 'is_active' | 'source_application_id' | 'version' | 'created_at' | 'updated_at'>;

/** A card of 'You May Also Like' under a product (spec §9). */
export type SimilarProduct = Pick<ProductView, 'id' | 'name' | 'subcategory' | 'image_url'>;

/** What a search result card shows (spec §2), with its similar products (spec §9) already chosen. */
export type SearchCard = Pick<ProductView, 'id' | 'name' | 'category' | 'description' | 'image_url' | 'applications'> & {
  similar: Pick<ProductView, 'id' | 'name'>[];
};

/** A result as the search page shows it: its card and the approvals in force on its badges. */
export type SearchHit = { card: SearchCard; approvals: ApprovalBody[] };

/** The search page's data: the cards shown, the facets to narrow them, and how many there were. */
export type SearchPage = {
  hits: SearchHit[];
  facets: Facet[];
  /** products the search found */
  total: number;
  /** of those, the products the ticked facets allow (more than `hits` when the list is cut) */
  matched: number;
};

/** An article as pages show it (JSON-safe: dates are ISO strings). */
export type Article = {
  id: string;
  title: string;
  excerpt: string;
  /** Markdown */
  content: string;
  published_at: string;
  author: string;
  category: string;
  image_url: string | null;
  /** when the stored article last changed (built-in articles have none) */
  updated_at?: string;
  /** The cover's alt text when the back office stored one. */
  image_alt?: string | null;
};

/** What a news card needs: everything but the body. */
export type ArticleSummary = Omit<Article, 'content'>;

export type SitemapEntries = {
  categories: { key: string; updatedAt: string }[];
  products: { id: string; updatedAt: string }[];
  articles: { id: string; updatedAt: string }[];
};

export type StoredLead = { id: string; created_at: Date };

/** How a career application's transaction moves a pending resume to its final name, takes it back, and clears the pending copy. */
export type ResumePlacement = {
  place: (pendingKey: string, finalKey: string) => Promise<void>;
  discard: (finalKey: string) => Promise<void>;
  release: (pendingKey: string) => Promise<void>;
};

/** A stored lead as its form wrote it (its search words, kept by the database, left out). */
type FormRow<T> = Omit<T, 'search'>;

/** A stored lead, for its notification e-mail (server only; never sent to a browser). */
export type LeadRecord =
  | { kind: 'inquiry'; lead: FormRow<Inquiry> }
  | { kind: 'quote_request'; lead: FormRow<QuoteRequest> }
  | { kind: 'dealer_application'; lead: FormRow<DealerApplication> }
  | { kind: 'career_application'; lead: FormRow<CareerApplication> };

