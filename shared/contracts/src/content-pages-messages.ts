// The content pages' value lists and message texts, apart from their schemas: the sign-in page
// bundles every domain's English messages and must not bring the schemas along (a module is one
// unit in the chunk graph: docs/toolchain-traps.md).
import { passwordMinLength } from './auth';

/** Pictures a user uploads (avatar, a post's featured image): these types, at most this size. */
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const uploadImageMaxKilobytes = 800;

/** A bio and a comment: at most this many characters. */
export const bioMaxLength = 500;
export const commentMaxLength = 1000;

/** The earliest year a date of birth may fall in (1800-01-01 was saved: a slip of the year, not a person). */
export const dobEarliestYear = 1900;

/** The blog's list shows this many posts per page. */
export const blogPostsPerPage = 4;
/** The profile feed's "Load more" brings this many posts at a time. */
export const profilePostsPerPage = 3;

/** Pricing plans by key, in display order; a caller's current plan is one of them. */
export const pricingPlanKeys = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlanKey = (typeof pricingPlanKeys)[number];
/** How a plan is paid: each month, or a year at once (an extension: docs/api/content-pages.md). */
export const pricingBillings = ['monthly', 'yearly'] as const;
export type PricingBilling = (typeof pricingBillings)[number];

/** English text of each content-pages message key (the mock's texts; the spec gives none). */
export const contentPagesMessagesEn = {
  'pages.errors.fullNameRequired': 'Enter your full name.',
  'pages.errors.usernameRequired': 'Enter a username.',
  'pages.errors.usernameSpaces': 'A username cannot contain spaces.',
  'pages.errors.usernameCharacters': 'Use only letters, digits, dots, dashes and underscores.',
  'pages.errors.emailRequired': 'Enter your email address.',
  'pages.errors.emailInvalid': 'Enter an email address such as name@example.com.',
  'pages.errors.imageInvalid': 'Choose a PNG, JPEG, GIF or WebP picture.',
  'pages.errors.imageTooLarge': `The picture must be at most ${uploadImageMaxKilobytes} KB.`,
  'pages.errors.imageUnreadable': 'This file could not be read. Choose it again or pick another.',
  'pages.errors.imageNotPicture': 'This file is not a picture, or it is damaged. Choose another.',
  'pages.errors.websiteInvalid': 'Enter a web address such as https://example.com.',
  'pages.errors.socialLinkInvalid': 'Enter the profile’s web address, such as https://example.com/name.',
  // A date field hands over '' both when it is empty and when its day does not exist or is
  // incomplete (a browser's date picker keeps such input to itself): one text says both.
  'pages.errors.dobRequired': 'Enter your date of birth: a full date that exists on the calendar.',
  // Text that reaches the check as typed (an API call, a browser without a date picker).
  'pages.errors.dobNotADate': 'This date does not exist.',
  'pages.errors.dobTooEarly': `Enter a date of birth in ${dobEarliestYear} or later.`,
  'pages.errors.dobInvalid': 'Enter a date of birth in the past.',
  'pages.errors.phoneInvalid': 'Enter a phone number with 7 to 15 digits (spaces, dashes and a leading + are fine).',
  'pages.errors.bioLong': `The bio can be at most ${bioMaxLength} characters long.`,
  'pages.errors.currentPasswordRequired': 'Enter your current password.',
  'pages.errors.currentPasswordWrong': 'The current password is not correct.',
  'pages.errors.newPasswordWeak': `Use at least ${passwordMinLength} characters with a lower-case letter, an upper-case letter and a digit or symbol.`,
  'pages.errors.newPasswordSame': 'The new password must differ from the current one.',
  'pages.errors.confirmPasswordMismatch': 'The two new passwords do not match.',
  'pages.errors.emailTaken': 'Another account already uses this email address.',
  'pages.errors.usernameTaken': 'Another account already uses this username.',
  'pages.errors.commentRequired': 'Write a comment first.',
  'pages.errors.commentLong': `A comment can be at most ${commentMaxLength} characters long.`,
  'pages.errors.pollOptionInvalid': 'Choose one of the poll’s answers.',
  'pages.errors.alreadyVoted': 'You have already voted in this poll.',
  'pages.errors.titleRequired': 'Enter a title.',
  'pages.errors.slugInvalid': 'Use lower-case letters and digits joined by single dashes.',
  'pages.errors.slugTaken': 'Another post already uses this slug.',
  'pages.errors.categoriesRequired': 'Choose at least one category.',
  'pages.errors.excerptRequired': 'Enter an excerpt.',
  'pages.errors.contentRequired': 'Enter the content.',
  'pages.errors.planInvalid': 'Choose the Basic, Standard or Enterprise plan.',
  // A refused call's summary (the answer's `message`, shown above the form or in a toast): keys
  // like the fields' messages, so the pages show them in the reader's language.
  'pages.errors.settingsNotValid': 'The settings are not valid.',
  'pages.errors.passwordNotChanged': 'The password was not changed.',
  'pages.errors.postNotValid': 'The post is not valid.',
  'pages.errors.commentNotValid': 'The comment is not valid.',
  'pages.errors.likeNotValid': 'The like is not valid.',
  'pages.errors.voteNotValid': 'The vote is not valid.',
  'pages.errors.planNotValid': 'The plan is not valid.',
  'pages.errors.articleNotValid': 'The article is not valid.',
  'pages.errors.connectionServiceInvalid': 'Choose Twitter, Google, Facebook or GitHub.',
  'pages.errors.connectionNotChanged': 'The linked account was not changed.',
} satisfies Record<`pages.errors.${string}`, string>;
