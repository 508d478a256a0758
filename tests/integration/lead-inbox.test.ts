import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLeadNote,
  assignLead,
  countNewLeadsByKind,
  findInboxLead,
  listAssignableStaff,
  listLeadEvents,
  listLeads,
  listStrandedAssignees,
  setLeadStatus,
} from '@/db/queries/lead-inbox';
import { updateStaffMember } from '@/db/queries/staff';
import { staffUsers } from '@/db/schema';
import { insertCareerApplication, insertDealerApplication, insertInquiry, insertLaunchNotifyRequest, insertNewsletterSubscriber, insertQuoteRequest } from '@/db/queries/leads';
import { ppe } from '@/db/seed/data/products/ppe';
import { inboxLeadKinds, leadFilterFromQuery, leadKindsOf } from '@/lib/domain/lead-workflow';
import { testDatabases } from '@/tests/support/databases';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { createStaff } from '@/tests/support/staff';
import { quoteSchema } from '@/lib/schemas/lead-schemas';

const origin = { source_page: '/inquiry', utm: {} };
const sampleQuote = quoteSchema.parse({
  product_category: 'Electrodes',
  customer_name: 'Vikram Shah',
  customer_email: 'vikram@shahfab.example',
  customer_phone: '9822012345',
  company_name: 'Shah Fabricators',
  message: 'Price for 500 kg of E7018 3.15 mm',
});

for (const target of testDatabases()) {
  describe(`leads inbox on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let staff: { id: string; name: string };
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      handle = await target.open({ seed: true });
      const db = handle.db;
      staff = await createStaff(db, 'staff');
      ids.inquiry = (await insertInquiry({ ...sampleEnquiry, name: 'Meera Iyer', email: 'meera@iyer.example', message: 'Flux-cored wire for 100% CO2 shielding' }, origin, db)).id;
      ids.quote = (await insertQuoteRequest(sampleQuote, null, origin, db)).id;
      ids.dealer = (await insertDealerApplication({ ...sampleDealer, business_name: 'Kolkata Steel Traders', email: 'dealer@kst.example', phone: '9830099999' }, origin, db)).id;
      ids.career = (await insertCareerApplication({ ...sampleCareer, full_name: 'Ravi Kumar', email: 'ravi@example.com' }, origin, null, db)).id;
      await insertNewsletterSubscriber('reader@example.com', origin, db);
    }, 60_000);
    afterAll(async () => handle?.dispose());

    const page = { page: 1, pageSize: 50 };

    it('lists every kind, newest first, New and unassigned until someone works them', async () => {
      const { leads, total } = await listLeads({}, page, handle.db);
      expect(total).toBe(5);
      expect(leads.map((lead) => lead.kind)).toEqual(['newsletter_subscription', 'career_application', 'dealer_application', 'quote_request', 'inquiry']);
      expect(leads.every((lead) => lead.status === 'new' && lead.assigneeId === null)).toBe(true);
      const created = leads.map((lead) => lead.createdAt.getTime());
      expect([...created].sort((a, b) => b - a)).toEqual(created);
    });

    it('pages on the server, with the total of every match', async () => {
      const first = await listLeads({}, { page: 1, pageSize: 2 }, handle.db);
      const third = await listLeads({}, { page: 3, pageSize: 2 }, handle.db);
      const beyond = await listLeads({}, { page: 9, pageSize: 2 }, handle.db);
      expect(first.leads).toHaveLength(2);
      expect(third.leads).toHaveLength(1);
      expect(third.leads[0].kind).toBe('inquiry');
      expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5]);
      expect(beyond.leads).toEqual([]);
    });

    it('answers a page too far out for an exact offset as past the end (no rows, the total), never a database error', async () => {
      for (const far of [Number.parseInt('99999999999999999999', 10), Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.POSITIVE_INFINITY]) {
        const result = await listLeads({}, { page: far, pageSize: 50 }, handle.db);
        expect(result.leads, String(far)).toEqual([]);
        expect(result.total, String(far)).toBe(5);
      }
      expect((await listLeads({ kind: 'inquiry' }, { page: 1e20, pageSize: 50 }, handle.db)).total).toBe(1);
    });

    it('assigns leads only to roles that see them: an editor is neither offered nor accepted; a lead left with someone made an editor later is shown as such', async () => {
      const admin = await createStaff(handle.db, 'admin');
      const editor = await createStaff(handle.db, 'editor');
      const offered = (await listAssignableStaff(inboxLeadKinds, handle.db)).map((member) => member.id);
      expect(offered).toEqual(expect.arrayContaining([staff.id, admin.id]));
      expect(offered).not.toContain(editor.id);
      // Invited, no password yet: offered, and named so.
      const [invited] = await handle.db.insert(staffUsers).values({ name: 'Nisha Invited', email: `nisha.${Date.now()}@arcstar.test`, role: 'staff' }).returning();
      expect((await listAssignableStaff(inboxLeadKinds, handle.db)).find((member) => member.id === invited.id)?.name).toBe('Nisha Invited (invited, not signed in yet)');
      expect((await listAssignableStaff(inboxLeadKinds, handle.db)).find((member) => member.id === admin.id)?.name).toBe(admin.name);

      const lead = { kind: 'inquiry' as const, id: ids.inquiry };
      const eventsBefore = (await listLeadEvents(lead, handle.db)).length;
      expect(await assignLead(lead, editor.id, admin, handle.db)).toEqual({ outcome: 'cannot_work_leads', assignee: { id: editor.id, name: editor.name, role: 'editor' } });
      expect(await assignLead(lead, '00000000-0000-4000-8000-000000000000', admin, handle.db)).toEqual({ outcome: 'no_such_staff' });
      expect(await findInboxLead('inquiry', ids.inquiry, handle.db)).toMatchObject({ assigneeId: null });
      expect(await listLeadEvents(lead, handle.db)).toHaveLength(eventsBefore);

      // Assigned while Staff, then made an editor: the lead still names them, with the role they have now.
      const moved = await createStaff(handle.db, 'staff');
      expect(await assignLead(lead, moved.id, admin, handle.db)).toMatchObject({ outcome: 'assigned' });
      expect((await updateStaffMember(moved.id, { role: 'editor' }, handle.db)).outcome).toBe('done');
      expect(await findInboxLead('inquiry', ids.inquiry, handle.db)).toMatchObject({ assigneeId: moved.id, assigneeName: moved.name, assigneeRole: 'editor' });
      expect((await listLeads({ assignee: moved.id }, page, handle.db)).leads.map((row) => row.id)).toEqual([ids.inquiry]);
      expect(await listStrandedAssignees(inboxLeadKinds, handle.db)).toEqual([{ id: moved.id, name: moved.name, role: 'editor', kinds: ['inquiry'] }]);
      expect((await listAssignableStaff(inboxLeadKinds, handle.db)).map((member) => member.id)).not.toContain(moved.id);
      // Sent again unchanged it changes nothing; handed to someone who works leads, it is theirs.
      expect(await assignLead(lead, moved.id, admin, handle.db)).toEqual({ outcome: 'unchanged', assignee: { id: moved.id, name: moved.name } });
      expect(await assignLead(lead, admin.id, admin, handle.db)).toMatchObject({ outcome: 'assigned' });
      expect((await listLeadEvents(lead, handle.db)).at(-1)).toMatchObject({ type: 'assignment', fromValue: moved.name, toValue: admin.name });
      expect(await listStrandedAssignees(inboxLeadKinds, handle.db)).toEqual([]);
      expect(await assignLead(lead, null, admin, handle.db)).toMatchObject({ outcome: 'assigned' });
    });

    it('shows HR the job applications only and sales every other lead: list, totals, New counts and the kind filter', async () => {
      const kindsOf = async (role: 'hr' | 'sales', filter = {}) => (await listLeads({ ...filter, kinds: leadKindsOf(role) }, page, handle.db)).leads.map((lead) => lead.kind);
      expect(await kindsOf('hr')).toEqual(['career_application']);
      expect(await listLeads({ kinds: leadKindsOf('hr') }, page, handle.db)).toMatchObject({ total: 1 });
      expect(await kindsOf('sales')).toEqual(['newsletter_subscription', 'dealer_application', 'quote_request', 'inquiry']);
      // The words that find the application find nothing for sales; a kind outside the role's matches nothing either.
      expect(await kindsOf('sales', { search: 'ravi@example.com' })).toEqual([]);
      expect(await kindsOf('hr', { search: 'ravi@example.com' })).toEqual(['career_application']);
      expect(await kindsOf('hr', { kind: 'inquiry' })).toEqual([]);
      expect(await listLeads({ kinds: [] }, page, handle.db)).toMatchObject({ total: 0, leads: [] });
      expect(await countNewLeadsByKind(leadKindsOf('hr'), handle.db)).toEqual({ inquiry: 0, quote_request: 0, dealer_application: 0, career_application: 1, launch_notification: 0, newsletter_subscription: 0 });
      expect((await countNewLeadsByKind(leadKindsOf('sales'), handle.db)).career_application).toBe(0);
      // Read from a query: a kind the role does not open is left out, so the role's own kinds show.
      expect((await listLeads(leadFilterFromQuery({ kind: 'inquiry' }, leadKindsOf('hr')), page, handle.db)).leads.map((lead) => lead.kind)).toEqual(['career_application']);
    });

    it('assigns a job application only to a role that opens it, and names a salesperson still holding one', async () => {
      const admin = await createStaff(handle.db, 'admin');
      const hr = await createStaff(handle.db, 'hr');
      const sales = await createStaff(handle.db, 'sales');
      const application = { kind: 'career_application' as const, id: ids.career };
      const quote = { kind: 'quote_request' as const, id: ids.quote };
      const offeredFor = async (kinds: Parameters<typeof listAssignableStaff>[0]) => (await listAssignableStaff(kinds, handle.db)).map((member) => member.id);
      expect(await offeredFor(['career_application'])).toEqual(expect.arrayContaining([admin.id, staff.id, hr.id]));
      expect(await offeredFor(['career_application'])).not.toContain(sales.id);
      expect(await offeredFor(['quote_request'])).toEqual(expect.arrayContaining([admin.id, staff.id, sales.id]));
      expect(await offeredFor(['quote_request'])).not.toContain(hr.id);

      expect(await assignLead(application, sales.id, admin, handle.db)).toEqual({ outcome: 'cannot_work_leads', assignee: { id: sales.id, name: sales.name, role: 'sales' } });
      expect(await assignLead(quote, hr.id, admin, handle.db)).toEqual({ outcome: 'cannot_work_leads', assignee: { id: hr.id, name: hr.name, role: 'hr' } });
      expect(await findInboxLead('career_application', ids.career, handle.db)).toMatchObject({ assigneeId: null });
      expect(await assignLead(application, hr.id, admin, handle.db)).toEqual({ outcome: 'assigned', assignee: { id: hr.id, name: hr.name } });
      expect(await assignLead(quote, sales.id, admin, handle.db)).toEqual({ outcome: 'assigned', assignee: { id: sales.id, name: sales.name } });

      // The HR officer moves to sales: the application they hold is theirs no more to see, and the inbox says so to whoever sees it.
      expect((await updateStaffMember(hr.id, { role: 'sales' }, handle.db)).outcome).toBe('done');
      expect(await listStrandedAssignees(leadKindsOf('hr'), handle.db)).toEqual([{ id: hr.id, name: hr.name, role: 'sales', kinds: ['career_application'] }]);
      expect(await listStrandedAssignees(leadKindsOf('sales'), handle.db)).toEqual([]);
      expect(await assignLead(application, null, admin, handle.db)).toMatchObject({ outcome: 'assigned' });
      expect(await assignLead(quote, null, admin, handle.db)).toMatchObject({ outcome: 'assigned' });
    });

    it('searches names, e-mails, phones, companies and messages, taking % literally', async () => {
      const found = async (search: string) => (await listLeads({ search }, page, handle.db)).leads.map((lead) => lead.kind);
      expect(await found('meera')).toEqual(['inquiry']);
      expect(await found('VIKRAM@shahfab')).toEqual(['quote_request']);
      expect(await found('9830099999')).toEqual(['dealer_application']);
      expect(await found('kolkata steel')).toEqual(['dealer_application']);
      expect(await found('Shah Fabricators')).toEqual(['quote_request']);
      expect(await found('100% CO2')).toEqual(['inquiry']);
      expect(await found('100%')).toEqual(['inquiry']);
      expect(await found('nobody-here')).toEqual([]);
    });

    it('filters by kind and by date range (Indian days, both ends included)', async () => {
      expect((await listLeads({ kind: 'career_application' }, page, handle.db)).leads.map((lead) => lead.id)).toEqual([ids.career]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      expect((await listLeads(leadFilterFromQuery({ from: today, to: today }, inboxLeadKinds), page, handle.db)).total).toBe(5);
      expect((await listLeads(leadFilterFromQuery({ to: '2020-01-01' }, inboxLeadKinds), page, handle.db)).total).toBe(0);
    });

    it('keeps every status change, assignment and note in the history, and filters by status and assignee', async () => {
      const lead = { kind: 'dealer_application' as const, id: ids.dealer };
      expect(await setLeadStatus(lead, 'contacted', staff, handle.db)).toBe(true);
      expect(await setLeadStatus(lead, 'contacted', staff, handle.db)).toBe(false);
      expect(await assignLead(lead, staff.id, staff, handle.db)).toEqual({ outcome: 'assigned', assignee: { id: staff.id, name: staff.name } });
      await addLeadNote(lead, 'Called; visiting their Howrah warehouse on Monday.', staff, handle.db);
      expect(await setLeadStatus(lead, 'qualified', staff, handle.db)).toBe(true);

      const history = await listLeadEvents(lead, handle.db);
      expect(history.map(({ type, fromValue, toValue, note, actorName }) => ({ type, fromValue, toValue, note, actorName }))).toEqual([
        { type: 'status', fromValue: 'new', toValue: 'contacted', note: null, actorName: staff.name },
        { type: 'assignment', fromValue: null, toValue: staff.name, note: null, actorName: staff.name },
        { type: 'note', fromValue: null, toValue: null, note: 'Called; visiting their Howrah warehouse on Monday.', actorName: staff.name },
        { type: 'status', fromValue: 'contacted', toValue: 'qualified', note: null, actorName: staff.name },
      ]);

      expect(await findInboxLead('dealer_application', ids.dealer, handle.db)).toMatchObject({ status: 'qualified', assigneeId: staff.id, assigneeName: staff.name });
      expect((await listLeads({ status: 'qualified' }, page, handle.db)).leads.map((row) => row.id)).toEqual([ids.dealer]);
      expect((await listLeads({ status: 'new' }, page, handle.db)).total).toBe(4);
      expect((await listLeads({ assignee: staff.id }, page, handle.db)).leads.map((row) => row.id)).toEqual([ids.dealer]);
      expect((await listLeads({ assignee: 'none' }, page, handle.db)).total).toBe(4);

      const counts = await countNewLeadsByKind(inboxLeadKinds, handle.db);
      expect(counts).toEqual({ inquiry: 1, quote_request: 1, dealer_application: 0, career_application: 1, launch_notification: 0, newsletter_subscription: 1 });

      expect(await assignLead(lead, null, staff, handle.db)).toEqual({ outcome: 'assigned', assignee: null });
      expect((await listLeadEvents(lead, handle.db)).at(-1)).toMatchObject({ type: 'assignment', fromValue: staff.name, toValue: null });
    });

    it('searches with full-text prefixes: a part of an e-mail, a number without +91, words in any order; odd characters are plain text', async () => {
      const found = async (search: string) => (await listLeads({ search }, page, handle.db)).leads.map((lead) => lead.kind);
      expect(await found('iyer.example')).toEqual(['inquiry']);
      expect(await found('steel kolk')).toEqual(['dealer_application']);
      expect(await found("shah' & !(:*")).toEqual(['quote_request']);
      expect(await found('& | !')).toHaveLength(5);
      const phoned = await insertDealerApplication({ ...sampleDealer, business_name: 'Patna Welding House', email: 'patna@pwh.example', phone: '+91 70440 55123' }, origin, handle.db);
      expect((await listLeads({ search: '7044055123' }, page, handle.db)).leads.map((lead) => lead.id)).toEqual([phoned.id]);
    });

    it('finds what the list shows: a launch notification by its product, an application by its position', async () => {
      const upcoming = ppe.find((product) => product.is_upcoming)!;
      await insertLaunchNotifyRequest('waiting@buyer.example', upcoming.id, origin, handle.db);
      const found = async (search: string) => (await listLeads({ search }, page, handle.db)).leads.map((lead) => `${lead.kind} ${lead.email}`);
      expect(await found(upcoming.name.split(' ')[0])).toContain('launch_notification waiting@buyer.example');
      expect(await found(`${upcoming.name} waiting`)).toEqual(['launch_notification waiting@buyer.example']);
      expect(await found('quality engin')).toEqual(['career_application ravi@example.com']);
    });

    it('filters by product category: an enquiry by its list, a quote by its product or typed category, a launch notification by its product', async () => {
      const typed = await insertQuoteRequest({ ...sampleQuote, product_category: 'Welding Electrodes - E7018 3.15 mm' }, null, origin, handle.db);
      const inCategory = async (category: string) => (await listLeads(leadFilterFromQuery({ category }, inboxLeadKinds), page, handle.db)).leads.map((lead) => lead.id);
      expect(await inCategory('wires-flux')).toEqual([ids.inquiry]);
      expect(await inCategory('welding-electrodes')).toEqual([typed.id]);
      expect(await inCategory('abrasives')).toEqual([]);
      // An unknown category is no filter at all.
      expect(leadFilterFromQuery({ category: 'gold' }, inboxLeadKinds).category).toBeUndefined();
    });

    it('answers null for a lead that does not exist', async () => {
      expect(await findInboxLead('inquiry', '00000000-0000-4000-8000-000000000000', handle.db)).toBeNull();
    });
  });
}
