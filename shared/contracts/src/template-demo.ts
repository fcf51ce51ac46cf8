/* Spec §3 "Template mock entities" and §7 "Template demo endpoints": the admin template's demo
   data (tables, search, bookmarks, email, chat), answered in the browser only. */
import * as v from 'valibot';
import { atMost, choice, commonMessagesEn, define, emailPattern, emailText, extend, fields, flag, isoDay, isoTime, listOf, pathOrEmpty, recordId, requiredText, text, textLimits, wholeNumber } from './schema-kit';

// ---- Data tables -------------------------------------------------------------------------------

/** Spec §3: an employee's numeric status, 1 to 5. */
export const employeeStatuses = [1, 2, 3, 4, 5] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** What each numeric status means in the demo tables. */
export const employeeStatusNames: Readonly<Record<EmployeeStatus, string>> = {
  1: 'Current',
  2: 'Professional',
  3: 'Rejected',
  4: 'Resigned',
  5: 'Applied',
};

/** Spec §3 Employee: one row of the demo data tables. */
export const DemoEmployeeSchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    full_name: requiredText(),
    post: requiredText(),
    email: emailText(),
    city: requiredText(),
    start_date: isoDay(),
    salary: wholeNumber(),
    age: wholeNumber(16),
    /** e.g. '4 Years' */
    experience: v.pipe(text(), v.regex(/^\d+ Years?$/, 'common.errors.invalid')),
    status: choice(employeeStatuses),
    /** '' = show initials */
    avatar: pathOrEmpty(),
  }),
);
export type DemoEmployee = v.InferOutput<typeof DemoEmployeeSchema>;

/** Spec §9: demo data tables page size and first page. */
export const dataTablesDefaultPerPage = 10;

/** GET /api/datatables/data query (q matches every text and number column, case-insensitive). */
export interface DataTablesQuery {
  q?: string;
  perPage?: number;
  page?: number;
}

/** GET /api/datatables/data answer: allData = every row matching q, data = the page of it. */
export interface DataTablesResponse {
  allData: DemoEmployee[];
  data: DemoEmployee[];
  total: number;
}

// ---- Autocomplete ------------------------------------------------------------------------------

export const autocompleteKinds = ['channel', 'show', 'person'] as const;
export type AutocompleteKind = (typeof autocompleteKinds)[number];

/** One suggestion of GET /api/autocomplete/data (the answer is the whole list). */
export const AutocompleteItemSchema = /* @__PURE__ */ define(() =>
  fields({ id: recordId(), title: requiredText(), kind: choice(autocompleteKinds), subtitle: text() }),
);
export type AutocompleteItem = v.InferOutput<typeof AutocompleteItemSchema>;

// ---- Navbar search and bookmarks ---------------------------------------------------------------

/** Spec §9: the navbar search shows at most this many items per group. */
export const mainSearchGroupLimit = 4;

/** A console page the navbar search and the bookmarks offer. */
export const SearchPageSchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    title: requiredText(),
    /** A console path, e.g. '/apps/todo'. */
    link: v.pipe(requiredText(), v.startsWith('/', 'common.errors.invalid')),
    /** An icon name, e.g. 'CheckSquare'. */
    icon: requiredText(),
    isBookmarked: flag(),
  }),
);
export type SearchPage = v.InferOutput<typeof SearchPageSchema>;

export const searchFileIcons = ['pdf', 'doc', 'xls', 'image', 'video'] as const;
export type SearchFileIcon = (typeof searchFileIcons)[number];

/** A file size as text: '2.4 MB', '640 KB'. */
const fileSize = /* @__PURE__ */ define(() => v.pipe(text(), v.regex(/^\d+(?:\.\d+)? (?:B|KB|MB|GB)$/, 'common.errors.invalid')));

/**
 * A file the navbar search finds. Extension: `email`, its author's address (choosing the file
 * writes to them for it; a file has no page of its own).
 */
export const SearchFileSchema = /* @__PURE__ */ define(() =>
  fields({ title: requiredText(), by: requiredText(), email: v.optional(emailText()), size: fileSize, icon: choice(searchFileIcons) }),
);
export type SearchFile = v.InferOutput<typeof SearchFileSchema>;

/** A contact the navbar search finds. */
export const SearchContactSchema = /* @__PURE__ */ define(() => fields({ title: requiredText(), email: emailText(), avatar: pathOrEmpty(), date: isoDay() }));
export type SearchContact = v.InferOutput<typeof SearchContactSchema>;

/** GET /api/main-search/data?q: every group in full, or at most 4 matches per group with q. */
export interface MainSearchResponse {
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
}

/** GET /api/bookmarks/data answer: every page, and the bookmarked ones. */
export interface BookmarksResponse {
  suggestions: SearchPage[];
  bookmarks: SearchPage[];
}

/** POST /api/bookmarks/update body: toggles the page's isBookmarked; the answer is the page. */
export interface BookmarkUpdateRequest {
  id: number;
}

// ---- Email -------------------------------------------------------------------------------------

/** Where an email is stored. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof emailFolders)[number];

/** Spec §4: the folder views; 'starred' = every starred email outside the trash. */
export const emailViews = [...emailFolders, 'starred'] as const;
export type EmailView = (typeof emailViews)[number];

export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof emailLabels)[number];

/** A mailbox: sender or recipient. */
export const EmailPartySchema = /* @__PURE__ */ define(() => fields({ name: requiredText(), email: emailText(), avatar: pathOrEmpty() }));
export type EmailParty = v.InferOutput<typeof EmailPartySchema>;

/** A file attached to an email. */
export const EmailAttachmentSchema = /* @__PURE__ */ define(() => fields({ fileName: requiredText(), thumbnail: pathOrEmpty(), url: pathOrEmpty(), size: fileSize }));
export type EmailAttachment = v.InferOutput<typeof EmailAttachmentSchema>;

/** An email's content (also the shape of each reply). */
export const EmailReplySchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    from: EmailPartySchema,
    to: listOf(fields({ name: requiredText(), email: emailText() })),
    subject: requiredText(),
    cc: listOf(emailText()),
    bcc: listOf(emailText()),
    /** HTML. */
    message: requiredText(),
    attachments: listOf(EmailAttachmentSchema),
    time: isoTime(),
  }),
);
export type EmailReply = v.InferOutput<typeof EmailReplySchema>;

/** Spec §3 email: content plus folder, labels, starred and read flags. */
export const DemoEmailSchema = /* @__PURE__ */ define(() =>
  extend(EmailReplySchema, {
    folder: choice(emailFolders),
    labels: listOf(choice(emailLabels)),
    isStarred: flag(),
    isRead: flag(),
    replies: listOf(EmailReplySchema),
  }),
);
export type DemoEmail = v.InferOutput<typeof DemoEmailSchema>;

/** GET /apps/email/emails query: folder defaults to inbox unless only a label is given. */
export interface EmailsQuery {
  q?: string;
  folder?: EmailView;
  label?: EmailLabel;
}

/** Sidebar counters: unread inbox, all drafts, unread spam. */
export interface EmailsMeta {
  inbox: number;
  draft: number;
  spam: number;
}

/** GET /apps/email/emails answer, newest first. */
export interface EmailsResponse {
  emails: DemoEmail[];
  emailsMeta: EmailsMeta;
}

/** POST /apps/email/update-emails body; the answer is 200 { emails } (the updated ones). */
export interface UpdateEmailsRequest {
  emailIds: number[];
  dataToUpdate: Partial<Pick<DemoEmail, 'isStarred' | 'isRead' | 'folder'>>;
}

/** POST /apps/email/update-emails-label body: toggles the label; the answer is 200 { emails }. */
export interface UpdateEmailsLabelRequest {
  emailIds: number[];
  label: EmailLabel;
}

/** Answer of update-emails and update-emails-label. */
export interface UpdatedEmailsResponse {
  emails: DemoEmail[];
}

export const emailPageDirections = ['previous', 'next'] as const;
export type EmailPageDirection = (typeof emailPageDirections)[number];

/** GET /apps/email/get-email?id= and GET /apps/email/paginate-email?dir=&emailId= answer. */
export interface EmailResponse {
  email: DemoEmail;
}

// ---- Chat --------------------------------------------------------------------------------------

/** Spec §9: the signed-in chat user, who sends every message posted through send-msg. */
export const chatSenderId = 11;

/** Spec §4: chat presence. */
export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** Someone the profile user can chat with. */
export const ChatContactSchema = /* @__PURE__ */ define(() =>
  fields({ id: recordId(), fullName: requiredText(), role: requiredText(), about: text(), avatar: pathOrEmpty(), status: choice(chatStatuses) }),
);
export type ChatContact = v.InferOutput<typeof ChatContactSchema>;

/** The signed-in chat user (id 11). */
export const ChatProfileUserSchema = /* @__PURE__ */ define(() =>
  extend(ChatContactSchema, { settings: fields({ isTwoStepAuthVerificationEnabled: flag(), isNotificationsOn: flag() }) }),
);
export type ChatProfileUser = v.InferOutput<typeof ChatProfileUserSchema>;

export const ChatMessageSchema = /* @__PURE__ */ define(() => fields({ message: requiredText(), time: isoTime(), senderId: recordId() }));
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

/** One conversation between the profile user and a contact (userId). */
export const ChatSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), userId: recordId(), unseenMsgs: wholeNumber(), chat: listOf(ChatMessageSchema) }));
export type Chat = v.InferOutput<typeof ChatSchema>;

/** A contact with a conversation, as the chat sidebar lists it. */
export interface ChatContactWithChat extends ChatContact {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null };
}

/** GET /apps/chat/chats-and-contacts answer: conversations newest first, every contact. */
export interface ChatsAndContactsResponse {
  chatsContacts: ChatContactWithChat[];
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

/** GET /apps/chat/get-chat?id=<contact id>: chat is null when there is no conversation yet. */
export interface GetChatResponse {
  chat: Chat | null;
  contact: ChatContact;
}

/**
 * The text of a chat message sent (send-msg's `obj.message`, the message box): trimmed, at most
 * a paragraph, as a comment elsewhere (a 10,000-character message was once sent). Blank is the
 * caller's to refuse: the box offers no Send for it, the mock says so in its own words.
 */
export const ChatMessageTextSchema = /* @__PURE__ */ define(() => v.pipe(v.string('common.errors.invalid'), v.trim(), atMost('paragraph')));

/** POST /apps/chat/send-msg body: contact is a contact id or a contact object. */
export interface SendMessageRequest {
  obj: { contact: number | Pick<ChatContact, 'id'>; message: string };
}

/** POST /apps/chat/send-msg answer (201): the new message, the contact id and the whole chat. */
export interface SendMessageResponse {
  newMessageData: ChatMessage;
  id: number;
  chat: Chat;
}

// ---- Communication remote (docs/api/communication.md) ------------------------------------------

/** The email app's cache keys (one tree: a change invalidates `all`, lists and mails refetch). */
export const emailQueryKeys = {
  all: ['email'] as const,
  list: (query: EmailsQuery) => ['email', 'list', query] as const,
  detail: (id: number) => ['email', 'detail', id] as const,
  neighbour: (id: number, dir: EmailPageDirection) => ['email', 'neighbour', id, dir] as const,
};

/** The chat app's cache keys. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  overview: ['chat', 'overview'] as const,
  /** GET /apps/chat/users/profile-user: the signed-in user, apart from the sidebar's data. */
  profile: ['chat', 'profile'] as const,
  detail: (contactId: number) => ['chat', 'detail', contactId] as const,
};

/** The addresses of a To or Cc field: separated by commas or semicolons, blanks dropped. */
export function addressList(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The texts of the compose form's rules (English by default: the mock answers with them). */
export interface ComposeEmailMessages {
  toRequired: string;
  addressInvalid: string;
  subjectRequired: string;
  /** A subject past `textLimits.line` (the common `common.errors.lineTooLong`, translated). */
  subjectTooLong: string;
  /** A text past `textLimits.long` (the common `common.errors.longTooLong`, translated). */
  messageTooLong: string;
}

export const composeEmailMessagesEn: ComposeEmailMessages = {
  toRequired: 'Enter at least one recipient.',
  addressInvalid: 'Enter valid email addresses.',
  subjectRequired: 'Enter a subject.',
  subjectTooLong: commonMessagesEn['common.errors.lineTooLong'],
  messageTooLong: commonMessagesEn['common.errors.longTooLong'],
};

/** Cc, Bcc, subject and text: the same for a mail sent and a draft saved. */
function mailFields(messages: ComposeEmailMessages) {
  const addresses = (value: string) => addressList(value).every((address) => emailPattern.test(address));
  const others = v.pipe(v.string(messages.addressInvalid), v.check(addresses, messages.addressInvalid));
  return {
    addresses,
    fields: {
      cc: others,
      // Optional: a client that knows no Bcc sends none.
      bcc: v.optional(others, ''),
      // A subject is a line, the text a long text: 10,000 characters of subject were once taken.
      // (atMost's limits, with the caller's texts: atMost itself says a message key.)
      subject: v.pipe(v.string(messages.subjectRequired), v.trim(), v.nonEmpty(messages.subjectRequired), v.maxLength(textLimits.line, messages.subjectTooLong)),
      message: v.pipe(v.string(), v.maxLength(textLimits.long, messages.messageTooLong)),
    },
  };
}

/**
 * Extension: POST /apps/email/send-email body (the compose form's values). One rule for the form
 * and the mock; built with the caller's texts, so the form says it in the console's language.
 */
export function composeEmailSchema(messages: ComposeEmailMessages = composeEmailMessagesEn) {
  const { addresses, fields } = mailFields(messages);
  return v.object({
    to: v.pipe(v.string(messages.toRequired), v.check((value) => addressList(value).length > 0, messages.toRequired), v.check(addresses, messages.addressInvalid)),
    ...fields,
  });
}
export type ComposeEmail = v.InferOutput<ReturnType<typeof composeEmailSchema>>;

/**
 * Extension: POST /apps/email/save-draft body: as a mail sent, but a draft may have no recipient
 * yet (the addresses given must still be valid; the subject stays required, as on every mail).
 */
export function draftEmailSchema(messages: ComposeEmailMessages = composeEmailMessagesEn) {
  const { addresses, fields } = mailFields(messages);
  return v.object({ to: v.pipe(v.string(messages.addressInvalid), v.check(addresses, messages.addressInvalid)), ...fields });
}
export type DraftEmail = v.InferOutput<ReturnType<typeof draftEmailSchema>>;

/** Extension: POST /apps/email/send-email body; `draftId`: the draft sent (it leaves Drafts for Sent). */
export type SendEmailRequest = v.InferInput<ReturnType<typeof composeEmailSchema>> & { draftId?: number };

/** Extension: POST /apps/email/send-email answer (201, or 200 for a draft sent): the mail as stored in Sent. */
export interface SendEmailResponse {
  email: DemoEmail;
}

/** Extension: POST /apps/email/save-draft body; without `id` a new draft, with it that draft saved again. */
export type SaveDraftRequest = v.InferInput<ReturnType<typeof draftEmailSchema>> & { id?: number };

/** Extension: POST /apps/email/save-draft answer (201 new, 200 saved again): the draft as stored. */
export interface SaveDraftResponse {
  email: DemoEmail;
}

/** Extension: POST /apps/chat/users/profile-user body; the answer is the profile user. */
export interface ProfileStatusRequest {
  status: ChatStatus;
}
