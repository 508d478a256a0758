import type { ProductCategoryKey } from '@/lib/domain/options';

/**
 * A technical table as the seed files write it: label -> value, in the order shown (a JavaScript
 * object keeps the order its keys were written in). The seed stores it as ordered rows.
 */
export type TechnicalData = Record<string, string>;
/** diameters, mesh_size and spool_weights have fixed meaning; every other key is a key/value row. */
export type SeedSpecifications = Record<string, string | string[]>;
import type { Coating, ProductApproval, WeldingCurrent } from '@/lib/domain/classification';

/** One catalogue product as the seed writes it (ids are URL slugs: /product/{id}). */
export type SeedProduct = {
  id: string;
  name: string;
  description: string;
  category: ProductCategoryKey;
  subcategory: string;
  applications: string[];
  features: string[];
  welding_positions: string[];
  /** diameters, mesh_size and spool_weights have fixed meaning; other keys are shown as key/values. */
  specifications: SeedSpecifications;
  identification: TechnicalData;
  /** element symbol -> range in %, e.g. { C: '0.05 – 0.10' } */
  weld_metal_analysis: TechnicalData;
  /** property (with unit) -> range, e.g. { 'Tensile strength (MPa)': '510 – 610' } */
  mechanical_properties: TechnicalData;
  /** standard -> designation, e.g. { 'AWS/SFA 5.1': 'E7018', 'IS 814': 'EB 5426 H3 JX' }; approvals go in `approvals` */
  classification: TechnicalData;
  /** consumables: the approvals with their certificates (none for equipment, abrasives and PPE) */
  approvals?: ProductApproval[];
  /** consumables: the currents it runs on */
  welding_currents?: WeldingCurrent[];
  /** electrodes, flux-cored wires and fluxes: the coating, core or flux type */
  coating?: Coating | null;
  packing_parameters: TechnicalData;
  is_available: boolean;
  is_upcoming: boolean;
  /** ISO date (YYYY-MM-DD) for upcoming products, otherwise null */
  launch_date: string | null;
  /** 2–4 images, first is primary; urls are site paths under /images/products/ */
  images: { url: string; alt: string }[];
};

/** A downloadable document of a seed product (db/seed/data/product-documents.ts). */
export type SeedProductDocument = { product_id: string; kind: 'safety-data-sheet'; title: string; file_url: string; file_size_bytes: number };

/** A dealer of the locator on /dealers (ids are slugs). */
export type SeedDealer = {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  email: string;
  categories: ProductCategoryKey[];
};

export type SeedCategory = {
  category_key: ProductCategoryKey;
  name: string;
  hero_title: string;
  hero_subtitle: string;
  description: string;
  download_guide_text: string | null;
  download_guide_url: string | null;
  display_order: number;
};

export type SeedArticle = {
  id: string;
  title: string;
  excerpt: string;
  /** file name of the Markdown body under db/seed/data/news/ */
  contentFile: string;
  published_at: string; // ISO date-time
  author: string;
  category: string;
  image_url: string | null;
  is_published: boolean;
};
