import { chatSenderId, type Chat, type ChatContact, type ChatProfileUser, type ChatStatus } from '@console/contracts/src/template-demo';

// [name, role, status, about]; ids 1-10, every status appears.
const contactRows: [string, string, ChatStatus, string][] = [
  ['Amara Castellanos', 'Head of Programming', 'online', 'Building the spring slate.'],
  ['Haruto Sato', 'Streaming Engineer', 'busy', 'On call for the live platform this week.'],
  ['Grace Whitfield', 'Channel Producer', 'away', 'In the edit suite until 3 pm.'],
  ['Kwame Mensah', 'Ad Sales Manager', 'offline', 'Back on Monday.'],
  ['Mei Chen', 'Product Designer', 'online', 'Player redesign, round two.'],
  ['Felix Brandt', 'Live Events Director', 'busy', 'Tempo Live rehearsals.'],
  ['Nadia Petrova', 'Rights Coordinator', 'online', 'Ask me about licences.'],
  ['Hannah Novak', 'Podcast Host', 'away', 'Recording, replies later.'],
  ['Ravi Iyer', 'Encoding Specialist', 'offline', 'AV1 all the things.'],
  ['Lucía Romero', 'Localisation Manager', 'online', 'Subtitles in 14 languages.'],
];

/** The demo contacts, fresh each call. */
export function seedChatContacts(): ChatContact[] {
  return contactRows.map(([fullName, role, status, about], index) => ({ id: index + 1, fullName, role, about, avatar: '', status }));
}

/** The signed-in chat user: id 11, the sender of every message posted (spec §9). */
export function seedProfileUser(): ChatProfileUser {
  return {
    id: chatSenderId,
    fullName: 'Rosa Delgado',
    role: 'Content Operations Lead',
    about: 'Keeping the channels on air.',
    avatar: '',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

const reference = Date.parse('2026-11-01T09:00:00Z');
const at = (minutesBefore: number) => new Date(reference - minutesBefore * 60_000).toISOString();

// [contact id, unseen, messages as [from contact?, text, minutes before the reference]]
const chatRows: [number, number, [boolean, string, number][]][] = [
  [1, 2, [[false, 'Did the documentary trailer go live?', 95], [true, 'Yes, at nine. Numbers look good.', 90], [true, 'Can you pin it on the home rail?', 12]]],
  [2, 0, [[true, 'Failover test is booked for Saturday.', 400], [false, 'Thanks, I will tell the live team.', 390]]],
  [3, 1, [[false, 'How long is episode four now?', 240], [true, 'Two minutes over. Notes are in your inbox.', 30]]],
  [5, 0, [[true, 'New player designs are up.', 1500], [false, 'Love the scrubber. Small note on the captions button.', 1440]]],
  [8, 0, [[false, 'Who is on the guest list for next week?', 3000]]],
];

/** The demo conversations between the profile user and some contacts, fresh each call. */
export function seedChats(): Chat[] {
  return chatRows.map(([userId, unseenMsgs, messages], index) => ({
    id: index + 1,
    userId,
    unseenMsgs,
    chat: messages.map(([fromContact, message, minutes]) => ({ message, time: at(minutes), senderId: fromContact ? userId : chatSenderId })),
  }));
}
