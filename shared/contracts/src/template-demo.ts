/* Spec §3 "Template mock entities" and §7 "Template demo endpoints": the admin template's demo
   data (tables, search, bookmarks, email, chat), answered in the browser only. */

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
export interface DemoEmployee {
  id: number;
  full_name: string;
  post: string;
  email: string;
  city: string;
  start_date: string; // YYYY-MM-DD
  salary: number;
  age: number;
  experience: string; // e.g. '4 Years'
  status: EmployeeStatus;
  avatar: string; // '' = show initials
}

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
export interface AutocompleteItem {
  id: number;
  title: string;
  kind: AutocompleteKind;
  subtitle: string;
}

// ---- Navbar search and bookmarks ---------------------------------------------------------------

/** Spec §9: the navbar search shows at most this many items per group. */
export const mainSearchGroupLimit = 4;

/** A console page the navbar search and the bookmarks offer. */
export interface SearchPage {
  id: number;
  title: string;
  link: string; // a console path, e.g. '/apps/todo'
  icon: string; // an icon name, e.g. 'CheckSquare'
  isBookmarked: boolean;
}

export const searchFileIcons = ['pdf', 'doc', 'xls', 'image', 'video'] as const;
export type SearchFileIcon = (typeof searchFileIcons)[number];

/** A file the navbar search finds. */
export interface SearchFile {
  title: string;
  by: string;
  size: string; // e.g. '2.4 MB'
  icon: SearchFileIcon;
}

/** A contact the navbar search finds. */
export interface SearchContact {
  title: string;
  email: string;
  avatar: string;
  date: string; // YYYY-MM-DD
}

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
export interface EmailParty {
  name: string;
  email: string;
  avatar: string;
}

/** A file attached to an email. */
export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}

/** An email's content (also the shape of each reply). */
export interface EmailReply {
  id: number;
  from: EmailParty;
  to: Omit<EmailParty, 'avatar'>[];
  subject: string;
  cc: string[];
  bcc: string[];
  message: string; // HTML
  attachments: EmailAttachment[];
  time: string; // ISO 8601
}

/** Spec §3 email: content plus folder, labels, starred and read flags. */
export interface DemoEmail extends EmailReply {
  folder: EmailFolder;
  labels: EmailLabel[];
  isStarred: boolean;
  isRead: boolean;
  replies: EmailReply[];
}

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
export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
}

/** The signed-in chat user (id 11). */
export interface ChatProfileUser extends ChatContact {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export interface ChatMessage {
  message: string;
  time: string; // ISO 8601
  senderId: number;
}

/** One conversation between the profile user and a contact (userId). */
export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

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
