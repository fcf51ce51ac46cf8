import type { UserPlan, UserRole, UserStatus } from '@console/contracts';

/** One hand-written user: the email is username@domain; avatar 0 means none (initials). */
export type UserSeedRow = [
  fullName: string,
  username: string,
  company: string,
  domain: string,
  country: string,
  contact: string,
  role: UserRole,
  plan: UserPlan,
  status: UserStatus,
  avatar: number,
];

// The console's people: in-house staff, partner studios, channels and ad-sales accounts.
export const userSeedRows: readonly UserSeedRow[] = [
  ['Maya Lindqvist', 'maya.lindqvist', 'Northlight Studios', 'northlight.studio', 'Sweden', '+46 8 555 0142', 'admin', 'enterprise', 'active', 1],
  ['Omar Haddad', 'ohaddad', 'Cedar Broadcast Group', 'cedarbroadcast.tv', 'Jordan', '+962 6 555 0188', 'editor', 'company', 'active', 2],
  ['Jules Moreau', 'jmoreau', 'Lumière Streaming', 'lumiere-stream.fr', 'France', '+33 1 55 55 01 23', 'author', 'team', 'pending', 0],
  ['Priya Raman', 'priya.r', 'Monsoon Pictures', 'monsoonpictures.in', 'India', '+91 22 5550 1934', 'maintainer', 'enterprise', 'active', 3],
  ['Tomasz Nowak', 'tnowak', 'Vistula Media House', 'vistulamedia.pl', 'Poland', '+48 22 555 01 77', 'subscriber', 'basic', 'inactive', 0],
  ['Aiko Tanaka', 'aiko.t', 'Kumo Animation', 'kumo-anim.jp', 'Japan', '+81 3 5555 0164', 'author', 'company', 'active', 4],
  ['Lucas Ferreira', 'lferreira', 'Atlântico TV', 'atlanticotv.com.br', 'Brazil', '+55 11 5555 0139', 'editor', 'team', 'active', 5],
  ['Grace Okafor', 'gokafor', 'Lagoon Music Network', 'lagoonmusic.ng', 'Nigeria', '+234 1 555 0107', 'subscriber', 'basic', 'pending', 0],
  ['Henrik Dahl', 'hdahl', 'Fjord Documentary Co.', 'fjorddocs.no', 'Norway', '+47 22 55 50 19', 'maintainer', 'team', 'inactive', 6],
  ['Sofia Rossi', 'sofia.rossi', 'Studio Aurora', 'studioaurora.it', 'Italy', '+39 06 5550 1282', 'admin', 'company', 'active', 7],
  ['Daniel Kim', 'dkim', 'Hanbit Esports', 'hanbit-esports.kr', 'South Korea', '+82 2 555 0191', 'author', 'enterprise', 'active', 0],
  ['Amelia Clarke', 'aclarke', 'Greenwich Podcast Studio', 'greenwichpods.co.uk', 'United Kingdom', '+44 20 7946 0321', 'subscriber', 'team', 'active', 8],
  ['Mateo Alvarez', 'malvarez', 'Pampa Films', 'pampafilms.ar', 'Argentina', '+54 11 5555 0146', 'editor', 'basic', 'pending', 9],
  ['Chloé Martin', 'cmartin', 'Canal Riviera', 'canalriviera.fr', 'France', '+33 4 55 55 02 11', 'subscriber', 'company', 'inactive', 0],
  ['Noah Becker', 'nbecker', 'Rheinwelle Radio', 'rheinwelle.de', 'Germany', '+49 30 5555 0172', 'maintainer', 'basic', 'active', 10],
  ['Zara Ahmed', 'zara.ahmed', 'Skyline Ad Sales', 'skylineads.ae', 'United Arab Emirates', '+971 4 555 0163', 'admin', 'team', 'pending', 11],
  ['Ethan Walker', 'ewalker', 'Summit Sports Network', 'summitsports.tv', 'United States', '+1 (303) 555-0115', 'editor', 'enterprise', 'active', 0],
  ['Isabella Costa', 'icosta', 'Maré Kids Channel', 'marekids.pt', 'Portugal', '+351 21 555 0128', 'author', 'basic', 'active', 12],
  ['Liam O\'Brien', 'lobrien', 'Harbour Lights Productions', 'harbourlights.ie', 'Ireland', '+353 1 555 0196', 'subscriber', 'enterprise', 'inactive', 13],
  ['Mei Chen', 'mei.chen', 'Jade River Streaming', 'jaderiver.com', 'Singapore', '+65 6555 0154', 'maintainer', 'company', 'pending', 0],
  ['Oliver Smith', 'osmith', 'Maple Leaf Newsroom', 'mapleleafnews.ca', 'Canada', '+1 (416) 555-0183', 'author', 'team', 'active', 14],
  ['Nadia Petrova', 'npetrova', 'Aurora Live Events', 'auroralive.bg', 'Bulgaria', '+359 2 555 0137', 'editor', 'company', 'inactive', 0],
  ['Samuel Mensah', 'smensah', 'Gold Coast Creators', 'goldcoastcreators.gh', 'Ghana', '+233 30 555 0149', 'subscriber', 'team', 'active', 15],
  ['Ava Thompson', 'athompson', 'Outback Originals', 'outbackoriginals.com.au', 'Australia', '+61 2 5550 1176', 'admin', 'basic', 'active', 16],
];
