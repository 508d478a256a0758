// Approval bodies and their full names, apart from the rest of the trade's vocabulary
// (classification.ts re-exports them): client cards draw approval badges from the short names
// alone, and this is all they load for it.

/**
 * Bodies whose approval a buyer asks for: Indian boiler and railway authorities, the Indian
 * standards body, and the classification societies of shipbuilding. The order is the order they
 * are listed in on a product.
 */
export const approvalBodies = ['IBR', 'RDSO', 'BIS', 'IRClass', 'ABS', 'DNV', 'LR', 'BV'] as const;
export type ApprovalBody = (typeof approvalBodies)[number];

export const approvalBodyNames: Record<ApprovalBody, string> = {
  IBR: 'Indian Boiler Regulations (Central Boilers Board)',
  RDSO: 'Research Designs & Standards Organisation (Indian Railways)',
  BIS: 'Bureau of Indian Standards (ISI mark)',
  IRClass: 'Indian Register of Shipping',
  ABS: 'American Bureau of Shipping',
  DNV: 'DNV',
  LR: "Lloyd's Register",
  BV: 'Bureau Veritas',
};
