import type { DemoEmail, EmailAttachment, EmailFolder, EmailLabel, EmailParty } from '@console/contracts';

/** The mailbox owner: the console's demo user. */
export const mailboxOwner: EmailParty = { name: 'Rosa Delgado', email: 'rosa.delgado@studio.example', avatar: '' };

const party = (name: string, email: string): EmailParty => ({ name, email, avatar: '' });
const people = {
  aisha: party('Aisha Bello', 'aisha.bello@studio.example'),
  kwame: party('Kwame Mensah', 'kwame.mensah@studio.example'),
  grace: party('Grace Whitfield', 'grace.whitfield@studio.example'),
  haruto: party('Haruto Sato', 'haruto.sato@studio.example'),
  jonas: party('Jonas Weber', 'jonas.weber@mailbox.example'),
  mei: party('Mei Chen', 'mei.chen@studio.example'),
  nadia: party('Nadia Petrova', 'nadia.petrova@studio.example'),
  hannah: party('Hannah Novak', 'hannah.novak@studio.example'),
  payroll: party('Studio Payroll', 'payroll@studio.example'),
  felix: party('Felix Brandt', 'felix.brandt@studio.example'),
  amara: party('Amara Castellanos', 'amara.castellanos@studio.example'),
  lucia: party('Lucía Romero', 'lucia.romero@studio.example'),
  prize: party('Prize Desk', 'win@lucky-prizes.example'),
  viewbot: party('Viewbot Pro', 'sales@viewbot.example'),
  helpdesk: party('IT Helpdesk', 'helpdesk@studio-support.example'),
  samuel: party('Samuel Osei', 'samuel.osei@studio.example'),
  festival: party('Festival News', 'news@festival.example'),
  diego: party('Diego Fuentes', 'diego.fuentes@studio.example'),
};
type Who = keyof typeof people;

// [folder, counterpart, subject, body, hours before the reference time, flags (s starred, r read), labels, attachment]
type Row = [EmailFolder, Who, string, string, number, string, EmailLabel[], string?];

const rows: Row[] = [
  ['inbox', 'aisha', 'Partnership renewal with Saltwater Cinema', 'The renewal terms are attached. Can we agree the revenue split before Thursday?', 2, 's', ['company', 'important'], 'saltwater-terms.pdf'],
  ['inbox', 'kwame', 'Upfront ad rates for 2027', 'Here are the proposed CPMs for the upfronts, broken down by channel.', 5, 'r', ['company'], 'ad-rates-2027.pdf'],
  ['inbox', 'grace', 'Quiet Rooms: final cut notes', 'Episode four runs two minutes long. I marked three scenes we could trim.', 9, 's', ['important'], undefined],
  ['inbox', 'haruto', 'CDN failover test on Saturday', 'We will switch traffic to the backup CDN for ten minutes at 06:00 UTC.', 20, 'r', ['company'], undefined],
  ['inbox', 'jonas', 'Dinner on Friday?', 'Are you free on Friday? The new ramen place near the studio has opened.', 26, '', ['personal'], undefined],
  ['inbox', 'mei', 'New player designs for review', 'The redesigned player controls are ready. Comments welcome by Monday.', 30, 'rs', ['company'], 'player-controls.png'],
  ['inbox', 'nadia', 'Music licence expires in 30 days', 'The intro music licence ends on 1 December. Shall I start the renewal?', 41, '', ['important', 'private'], undefined],
  ['inbox', 'hannah', 'Podcast guest list', 'Draft guest list for the next Signal & Noise season, in order of preference.', 55, 'r', ['company'], undefined],
  ['inbox', 'payroll', 'Your November payslip', 'Your payslip for November is available in the HR portal.', 70, 'r', ['private'], undefined],
  ['sent', 'kwame', 'Re: Upfront ad rates for 2027', 'Thanks. Let us keep kids channel rates flat and raise live sport by five percent.', 4, 'rs', ['company'], undefined],
  ['sent', 'felix', 'Tempo Live stage plan', 'Attached is the stage plan with the camera positions we agreed.', 33, 'r', ['company'], 'stage-plan.pdf'],
  ['sent', 'jonas', 'Re: Dinner on Friday?', 'Friday works. Shall we meet at seven?', 25, 'r', ['personal'], undefined],
  ['draft', 'amara', 'Programming slate for spring', 'Proposed slate: two documentaries, one live series and the cooking show.', 12, 'r', ['important'], undefined],
  ['draft', 'lucia', 'Subtitle vendor shortlist', 'Three vendors made the shortlist; I still need the price sheets.', 48, 'r', ['company'], undefined],
  ['spam', 'prize', 'You have won a camera!', 'Click here to claim your free cinema camera today.', 7, '', [], undefined],
  ['spam', 'viewbot', 'Buy 10,000 views today', 'Boost any video with guaranteed views. Limited offer.', 16, '', [], undefined],
  ['spam', 'helpdesk', 'Password expiry notice', 'Your password expires today. Confirm it on the linked page.', 60, 'r', [], undefined],
  ['trash', 'samuel', 'Old QA checklist', 'This checklist is out of date; please use the new one in the wiki.', 100, 'rs', ['company'], undefined],
  ['trash', 'festival', 'Festival line-up announced', 'The autumn film festival has announced its full line-up.', 120, 'r', ['personal'], undefined],
  ['trash', 'diego', 'Camera rental invoice', 'Invoice for the two-day camera rental is attached.', 130, '', ['private'], 'rental-invoice.pdf'],
];

const reference = Date.parse('2026-11-01T09:00:00Z');
const hoursBefore = (hours: number) => new Date(reference - hours * 3_600_000).toISOString();
const html = (greeting: string, body: string, signature: string) => `<p>Hi ${greeting},</p><p>${body}</p><p>Best,<br>${signature}</p>`;
const attachment = (fileName: string): EmailAttachment => ({ fileName, thumbnail: '', url: '', size: '240 KB' });
const recipient = ({ name, email }: EmailParty) => ({ name, email });

/** The demo mailbox, fresh each call: every folder, label, starred and read state appears. */
export function seedEmails(): DemoEmail[] {
  const emails = rows.map(([folder, who, subject, body, hours, flags, labels, file], index): DemoEmail => {
    const other = people[who];
    const outgoing = folder === 'sent' || folder === 'draft';
    const [from, to] = outgoing ? [mailboxOwner, other] : [other, mailboxOwner];
    return {
      id: index + 1,
      from: { ...from },
      to: [recipient(to)],
      subject,
      cc: [],
      bcc: [],
      message: html(to.name.split(' ')[0] ?? to.name, body, from.name),
      attachments: file ? [attachment(file)] : [],
      time: hoursBefore(hours),
      folder,
      labels: [...labels],
      isStarred: flags.includes('s'),
      isRead: flags.includes('r'),
      replies: [],
    };
  });
  const [first, , , failover, , , , , , , stagePlan] = emails;
  first?.cc.push(people.kwame.email);
  stagePlan?.bcc.push(people.grace.email);
  // One thread with an earlier answer, so the reading pane has a reply to show.
  failover?.replies.push({
    id: 101,
    from: { ...mailboxOwner },
    to: [recipient(people.haruto)],
    subject: 'Re: CDN failover test on Saturday',
    cc: [],
    bcc: [],
    message: html('Haruto', 'Thanks, I will warn the live team.', mailboxOwner.name),
    attachments: [],
    time: hoursBefore(19),
  });
  return emails;
}
