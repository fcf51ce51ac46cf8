import type * as v from 'valibot';
import {
  AccountSettingsSchema,
  AutocompleteItemSchema,
  BlogCommentSchema,
  BlogPostSchema,
  CartItemSchema,
  CartProductSchema,
  ChatContactSchema,
  ChatProfileUserSchema,
  ChatSchema,
  DemoEmailSchema,
  DemoEmployeeSchema,
  FaqCategorySchema,
  InvoicePaymentDetailsSchema,
  InvoiceSchema,
  KnowledgeBaseCategorySchema,
  KnowledgeBaseQuestionLinkSchema,
  KnowledgeBaseQuestionSchema,
  LoginUserSchema,
  PricingDataSchema,
  ProductDetailSchema,
  ProductListItemSchema,
  ProductSchema,
  ProfileDataSchema,
  SearchContactSchema,
  SearchFileSchema,
  SearchPageSchema,
  StatisticCardSchema,
  TaskAssigneeSchema,
  TaskSchema,
  UserDataSchema,
  UserSchema,
  WishlistItemSchema,
  cardAnalyticsSchemas,
  cardAnalyticsNames,
  taskTeam,
  validate,
  type CardAnalyticsName,
} from '@console/contracts';
import { seedLoginUsers, toUserData } from './domains/auth';
import { analyticsCards } from './domains/cards/analytics-data';
import { statisticsCards } from './domains/cards/statistics-data';
import { seedAccountSettings } from './domains/content-pages/account-settings';
import { seedBlog } from './domains/content-pages/blog-seed';
import { contentTexts as arabic } from './domains/content-pages/content-texts.ar';
import { contentTexts as french } from './domains/content-pages/content-texts.fr';
import { seedFaq } from './domains/content-pages/faq-seed';
import { seedKnowledgeBase } from './domains/content-pages/knowledge-base-seed';
import { seedPricing } from './domains/content-pages/pricing';
import { seedProfile } from './domains/content-pages/profile';
import { createShop } from './domains/ecommerce/shop';
import { seedProducts } from './domains/ecommerce/seed';
import { paymentDetailsFor, seedInvoices } from './domains/invoices';
import { seedTasks } from './domains/todo';
import { seedUsers } from './domains/users';
import { seedAutocomplete } from './domains/template-demo/autocomplete';
import { seedChatContacts, seedChats, seedProfileUser } from './domains/template-demo/chat-seed';
import { seedEmails } from './domains/template-demo/email-seed';
import { seedEmployees } from './domains/template-demo/employees-seed';
import { seedSearchContacts, seedSearchFiles, seedSearchPages } from './domains/template-demo/search-seed';

// Every record the mock seeds (the default data and, for the volume domains, generated data at
// scale) is valid against its entity's schema in contracts: what the API answers is what the
// types and forms promise. A failure names the record and the first problem of each field.

/** A generated volume, enough to reach every branch of the generators. */
const scale = 400;

const shop = createShop();
const shopAtScale = createShop(scale);
// The seeded catalogue in every language it is answered in (Accept-Language).
const knowledgeBase = [...seedKnowledgeBase(), ...seedKnowledgeBase(french.knowledgeBase), ...seedKnowledgeBase(arabic.knowledgeBase)];
const blog = seedBlog();

const cases: [entity: string, schema: v.GenericSchema, records: readonly unknown[]][] = [
  ['login user (demo accounts)', LoginUserSchema, seedLoginUsers()],
  ['user data (signed-in user)', UserDataSchema, seedLoginUsers().map(toUserData)],
  ['task', TaskSchema, seedTasks()],
  ['task (generated)', TaskSchema, seedTasks(scale)],
  ['task assignee (team)', TaskAssigneeSchema, taskTeam],
  ['user', UserSchema, seedUsers()],
  ['user (generated)', UserSchema, seedUsers(scale)],
  ['invoice', InvoiceSchema, seedInvoices()],
  ['invoice (generated)', InvoiceSchema, seedInvoices(scale)],
  ['invoice payment details', InvoicePaymentDetailsSchema, [...seedInvoices(), ...seedInvoices(scale)].map(paymentDetailsFor)],
  ['product', ProductSchema, seedProducts()],
  ['product (generated)', ProductSchema, seedProducts(scale)],
  ['product list item', ProductListItemSchema, shop.products.map(shop.listItem)],
  ['product detail', ProductDetailSchema, [...shop.products.map(shop.detail), ...shopAtScale.products.map(shopAtScale.detail)]],
  ['wishlist item', WishlistItemSchema, [...shop.wishlist(), ...shopAtScale.wishlist()]],
  ['cart item', CartItemSchema, [...shop.cart(), ...shopAtScale.cart()]],
  ['cart product', CartProductSchema, [...shop.cartProducts(), ...shopAtScale.cartProducts()]],
  ['account settings', AccountSettingsSchema, [seedAccountSettings()]],
  ['profile', ProfileDataSchema, [seedProfile()]],
  ['pricing', PricingDataSchema, [seedPricing(), seedPricing(french.pricing), seedPricing(arabic.pricing)]],
  ['FAQ category', FaqCategorySchema, [...Object.values(seedFaq()), ...Object.values(seedFaq(french.faq)), ...Object.values(seedFaq(arabic.faq))]],
  ['knowledge-base category', KnowledgeBaseCategorySchema, knowledgeBase.map((entry) => entry.category)],
  ['knowledge-base question link', KnowledgeBaseQuestionLinkSchema, knowledgeBase.flatMap((entry) => entry.links)],
  [
    'knowledge-base question',
    KnowledgeBaseQuestionSchema,
    knowledgeBase.flatMap((entry) => [...entry.articles.values()].map((article) => ({ ...article, relatedQuestions: entry.links }))),
  ],
  ['blog post', BlogPostSchema, blog.map((entry) => entry.blog)],
  ['blog comment', BlogCommentSchema, blog.flatMap((entry) => entry.comments)],
  ['statistics card', StatisticCardSchema, Object.values(statisticsCards)],
  ['demo employee', DemoEmployeeSchema, seedEmployees()],
  ['autocomplete item', AutocompleteItemSchema, seedAutocomplete()],
  ['search page', SearchPageSchema, seedSearchPages()],
  ['search file', SearchFileSchema, seedSearchFiles()],
  ['search contact', SearchContactSchema, seedSearchContacts()],
  ['demo email', DemoEmailSchema, seedEmails()],
  ['chat contact', ChatContactSchema, seedChatContacts()],
  ['chat profile user', ChatProfileUserSchema, [seedProfileUser()]],
  ['chat', ChatSchema, seedChats()],
  ...cardAnalyticsNames.map((name: CardAnalyticsName): (typeof cases)[number] => [`analytics card ${name}`, cardAnalyticsSchemas[name], [analyticsCards[name]]]),
];

describe('seed data against the contracts schemas', () => {
  it.each(cases)('every seeded %s is valid', (_entity, schema, records) => {
    expect(records.length).toBeGreaterThan(0);
    const invalid = records.flatMap((record, index) => {
      const result = validate(schema, record);
      return result.ok ? [] : [{ index, errors: result.errors }];
    });
    expect(invalid.slice(0, 3)).toEqual([]);
  });

  it('seeds no two users with the same email or username (spec §5 keeps them unique)', () => {
    for (const users of [seedUsers(), seedUsers(scale)]) {
      expect(new Set(users.map((user) => user.email.toLowerCase())).size).toBe(users.length);
      expect(new Set(users.map((user) => user.username.toLowerCase())).size).toBe(users.length);
    }
  });
});
