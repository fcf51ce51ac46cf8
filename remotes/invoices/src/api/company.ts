/**
 * The company that issues the invoices. The shell's branding is not reachable from a remote
 * (neither @console/runtime nor contracts expose it), so the studio's details are one constant.
 */
export const studioCompany = {
  name: 'Media Console Studio',
  address: '12 Canal Street, London E1 6AN, United Kingdom',
  email: 'billing@mediaconsole.example',
  phone: '+44 20 7946 0000',
} as const;
