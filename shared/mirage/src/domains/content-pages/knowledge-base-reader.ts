import type { KnowledgeBaseCategory, KnowledgeBaseQuestionLink } from '@console/contracts';
import type { ApiLanguage } from '../../language';
import { seedKnowledgeBase, type KnowledgeBaseEntry } from './knowledge-base-seed';

type Article = KnowledgeBaseEntry['articles'] extends Map<string, infer A> ? A : never;

/**
 * The stored knowledge base as a reader in a language sees it. Category texts and question titles
 * (which no call changes) are the language's seed; so is an article's body while it is still the
 * seeded one. A body an editor saved is shown as it was written, in every language: the store
 * holds one text per article, and a translation of the old body would no longer match it.
 */
export function knowledgeBaseReader() {
  const seeds = new Map<ApiLanguage, KnowledgeBaseEntry[]>();
  const seedEntry = (language: ApiLanguage, slug: string) => {
    let seed = seeds.get(language);
    if (!seed) seeds.set(language, (seed = seedKnowledgeBase(language)));
    return seed.find((entry) => entry.category.category === slug);
  };
  return {
    category(language: ApiLanguage, category: KnowledgeBaseCategory): KnowledgeBaseCategory {
      const seeded = seedEntry(language, category.category)?.category;
      return seeded ? { ...category, title: seeded.title, desc: seeded.desc } : category;
    },
    links(language: ApiLanguage, categorySlug: string, links: readonly KnowledgeBaseQuestionLink[]): KnowledgeBaseQuestionLink[] {
      const seeded = seedEntry(language, categorySlug)?.articles;
      return links.map((link) => ({ ...link, question: seeded?.get(link.slug)?.title ?? link.question }));
    },
    article(language: ApiLanguage, categorySlug: string, slug: string, article: Article): Article {
      const seeded = seedEntry(language, categorySlug)?.articles.get(slug);
      if (!seeded) return article;
      const untouched = article.content === seedEntry('en', categorySlug)?.articles.get(slug)?.content;
      return { ...article, title: seeded.title, content: untouched ? seeded.content : article.content };
    },
  };
}
