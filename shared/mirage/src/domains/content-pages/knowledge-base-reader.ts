import type { KnowledgeBaseCategory, KnowledgeBaseQuestionLink } from '@console/contracts';
import type { ApiLanguage } from '../../language';
import { textsIn } from './content-texts';
import { seedKnowledgeBase, type KnowledgeBaseEntry } from './knowledge-base-seed';

type Article = KnowledgeBaseEntry['articles'] extends Map<string, infer A> ? A : never;

/** The stored knowledge base as a reader in one language sees it. */
export interface KnowledgeBaseView {
  category(category: KnowledgeBaseCategory): KnowledgeBaseCategory;
  links(categorySlug: string, links: readonly KnowledgeBaseQuestionLink[]): KnowledgeBaseQuestionLink[];
  article(categorySlug: string, slug: string, article: Article): Article;
}

/**
 * The stored knowledge base as a reader in a language sees it. Category texts and question titles
 * (which no call changes) are the language's seed; so is an article's body while it is still the
 * seeded one. A body an editor saved is shown as it was written, in every language: the store
 * holds one text per article, and a translation of the old body would no longer match it.
 */
export function knowledgeBaseReader() {
  const english = seedKnowledgeBase();
  const seeds = new Map<ApiLanguage, KnowledgeBaseEntry[]>([['en', english]]);
  const entryIn = (seed: KnowledgeBaseEntry[], slug: string) => seed.find((entry) => entry.category.category === slug);
  return {
    /** The view in `language`, its texts loaded first (content-texts.ts). */
    async in(language: ApiLanguage): Promise<KnowledgeBaseView> {
      let seed = seeds.get(language);
      if (!seed) seeds.set(language, (seed = seedKnowledgeBase((await textsIn(language))?.knowledgeBase)));
      const seedEntry = (slug: string) => entryIn(seed, slug);
      return {
        category(category) {
          const seeded = seedEntry(category.category)?.category;
          return seeded ? { ...category, title: seeded.title, desc: seeded.desc } : category;
        },
        links(categorySlug, links) {
          const seeded = seedEntry(categorySlug)?.articles;
          return links.map((link) => ({ ...link, question: seeded?.get(link.slug)?.title ?? link.question }));
        },
        article(categorySlug, slug, article) {
          const seeded = seedEntry(categorySlug)?.articles.get(slug);
          if (!seeded) return article;
          const untouched = article.content === entryIn(english, categorySlug)?.articles.get(slug)?.content;
          return { ...article, title: seeded.title, content: untouched ? seeded.content : article.content };
        },
      };
    },
  };
}
