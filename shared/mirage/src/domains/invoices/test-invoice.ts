// A valid new invoice as the form sends it (tests of the invoices API).
export const testClient = { name: 'Rina Sato', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', address: '1-2-3 Ginza, Tokyo', country: 'Japan', contact: '+81 3 5555 0199' };

export const testInvoiceInput = {
  client: testClient,
  service: 'Anime trailer edit',
  salesperson: 'Tom Becker',
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [{ description: 'Edit', cost: '100', qty: '1' }],
  discount: '0',
  taxRate: '0',
  note: '',
  paymentTerms: '',
};
