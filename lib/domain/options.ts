// Every option list of spec §3, defined once: the zod schemas, the forms and the database enums
// all read from here, so a value can never exist in one place and not another.

// The product categories live in their own module: browser code (search) needs their keys without
// the lead forms' option lists, which a bundler cannot leave out of one module.
export { isProductCategory, productCategoryKeys, productCategoryLabels, type ProductCategoryKey } from '@/lib/domain/product-categories';

export const industryTypes = ['fabrication', 'epc', 'oem', 'dealer', 'construction', 'shipbuilding', 'automotive', 'other'] as const;
export const industryTypeLabels: Record<(typeof industryTypes)[number], string> = {
  fabrication: 'Fabrication',
  epc: 'EPC Contractor',
  oem: 'OEM',
  dealer: 'Dealer / Distributor',
  construction: 'Construction',
  shipbuilding: 'Shipbuilding',
  automotive: 'Automotive',
  other: 'Other',
};

export const inquiryProductCategories = ['electrodes', 'wires', 'flux', 'equipment', 'ppe', 'abrasives', 'general'] as const;
export const inquiryProductCategoryLabels: Record<(typeof inquiryProductCategories)[number], string> = {
  electrodes: 'Welding Electrodes',
  wires: 'Welding Wires',
  flux: 'Welding Flux',
  equipment: 'Welding Equipment',
  ppe: 'PPE (Protective Gear)',
  abrasives: 'Abrasives',
  general: 'General Enquiry',
};

export const businessTypes = ['distributor', 'retailer', 'wholesaler', 'industrial_supplier', 'other'] as const;
export const businessTypeLabels: Record<(typeof businessTypes)[number], string> = {
  distributor: 'Distributor',
  retailer: 'Retailer',
  wholesaler: 'Wholesaler',
  industrial_supplier: 'Industrial Supplier',
  other: 'Other',
};

export const annualTurnovers = ['under_1cr', '1_5cr', '5_10cr', '10_25cr', 'above_25cr'] as const;
export const annualTurnoverLabels: Record<(typeof annualTurnovers)[number], string> = {
  under_1cr: 'Under ₹1 Crore',
  '1_5cr': '₹1 – 5 Crore',
  '5_10cr': '₹5 – 10 Crore',
  '10_25cr': '₹10 – 25 Crore',
  above_25cr: 'Above ₹25 Crore',
};

export const investmentCapacities = ['under_10l', '10_25l', '25_50l', '50l_1cr', 'above_1cr'] as const;
export const investmentCapacityLabels: Record<(typeof investmentCapacities)[number], string> = {
  under_10l: 'Under ₹10 Lakh',
  '10_25l': '₹10 – 25 Lakh',
  '25_50l': '₹25 – 50 Lakh',
  '50l_1cr': '₹50 Lakh – 1 Crore',
  above_1cr: 'Above ₹1 Crore',
};

export const positions = [
  'production_engineer',
  'quality_engineer',
  'sales_manager',
  'technical_support',
  'r_and_d',
  'marketing_executive',
  'operations_manager',
  'hr_executive',
  'accounts_executive',
  'other',
] as const;
export const positionLabels: Record<(typeof positions)[number], string> = {
  production_engineer: 'Production Engineer',
  quality_engineer: 'Quality Engineer',
  sales_manager: 'Sales Manager',
  technical_support: 'Technical Support',
  r_and_d: 'R&D',
  marketing_executive: 'Marketing Executive',
  operations_manager: 'Operations Manager',
  hr_executive: 'HR Executive',
  accounts_executive: 'Accounts Executive',
  other: 'Other',
};

export const availabilities = ['immediate', '2_weeks', '1_month', '2_months', '3_months'] as const;
export const availabilityLabels: Record<(typeof availabilities)[number], string> = {
  immediate: 'Immediate',
  '2_weeks': 'Within 2 weeks',
  '1_month': 'Within 1 month',
  '2_months': 'Within 2 months',
  '3_months': 'Within 3 months',
};
