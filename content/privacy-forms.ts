// The privacy notice's 'What we collect and why' cards (content/privacy.md, block ::forms): what
// each form collects, why, and for how long.

export type FormDataNotice = { form: string; where: string; data: string; purpose: string; retention: string };

export const privacyFormNotices: FormDataNotice[] = [
  {
    form: 'Enquiry form',
    where: 'Home page and /inquiry',
    data: 'Name, e-mail address, mobile number, industry type, product category of interest and your message.',
    purpose: 'To answer your enquiry, recommend suitable products, send prices and follow up on it.',
    retention: 'Three years from our last exchange with you, then erased.',
  },
  {
    form: 'Quote request',
    where: 'Product and category pages',
    data: 'Name, e-mail address and, if you give them, phone number, company name, quantity, specifications and message, with the product you asked about.',
    purpose: 'To prepare and send a quotation and to follow up on it.',
    retention: 'Three years from our last exchange with you. If you place an order, the order records are kept for eight years as Indian tax and company law requires.',
  },
  {
    form: 'Dealer application',
    where: '/dealers',
    data: 'Business name, contact person, e-mail address, phone number, business address, city, state and PIN code, business type, years in business, annual turnover, investment capacity, warehouse and delivery capability, current suppliers, target market and your reasons for partnering with us.',
    purpose: 'To assess your application, contact you about it and, if you are appointed, to run the dealership.',
    retention: 'Two years if you are not appointed. If you are appointed, for the term of the dealership and eight years after it ends.',
  },
  {
    form: 'Job application',
    where: '/careers',
    data: 'Full name, e-mail address, phone number, position, experience, current company and position, education, skills, location preference, availability, salary expectation, cover letter and the resume file you upload.',
    purpose: 'To consider you for the role you applied for and for similar openings, and to contact you for interviews.',
    retention: 'Twelve months from receipt, after which the application and resume are deleted. If you join us, they become part of your employee record.',
  },
];
