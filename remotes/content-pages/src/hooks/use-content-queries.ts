import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@console/contracts';
import { fetchFaq, fetchKnowledgeBase, fetchKnowledgeBaseCategory, fetchKnowledgeBaseQuestion, fetchPricing } from '../api/content-pages-api';

const keys = queryKeys.contentPages;

/** The FAQ matching `q` (the last answer stays on screen while the next loads). */
export const useFaq = (q: string) => useQuery({ queryKey: keys.faq(q), queryFn: ({ signal }) => fetchFaq(q, signal), placeholderData: keepPreviousData });

/** The knowledge-base categories matching `q`. */
export const useKnowledgeBase = (q: string) =>
  useQuery({ queryKey: keys.knowledgeBase(q), queryFn: ({ signal }) => fetchKnowledgeBase(q, signal), placeholderData: keepPreviousData });

/** A slug from the address bar that names a page: a blank one (`/pages/knowledge-base/%20`) names none. */
export const isSlug = (slug: string) => slug.trim() !== '';

/** One category; never asked for a blank slug (the page shows not-found instead). */
export const useKnowledgeBaseCategory = (category: string) =>
  useQuery({ queryKey: keys.knowledgeBaseCategory(category), queryFn: ({ signal }) => fetchKnowledgeBaseCategory(category, signal), enabled: isSlug(category) });

/** One article; never asked when either slug is blank. */
export const useKnowledgeBaseQuestion = (category: string, question: string) =>
  useQuery({
    queryKey: keys.knowledgeBaseQuestion(category, question),
    queryFn: ({ signal }) => fetchKnowledgeBaseQuestion(category, question, signal),
    enabled: isSlug(category) && isSlug(question),
  });

export const usePricing = () => useQuery({ queryKey: keys.pricing, queryFn: ({ signal }) => fetchPricing(signal) });
