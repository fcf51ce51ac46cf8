import { apiRequest } from '@console/auth';
import type {
  AccountConnection, AccountGeneral, AccountInfo, AccountNotification, AccountSettings, AccountSocial, BlogCommentResponse, BlogDetailResponse, BlogEditData,
  BlogEditForm, BlogListItem, BlogListQuery, BlogSidebar, ChangePassword, FaqData, KnowledgeBaseCategory, KnowledgeBaseCategoryResponse,
  KnowledgeBaseQuestion, PricingData, PricingPlanChoice, PricingPlanResponse, ProfileData, ProfilePollResponse, ProfilePost, ProfilePostResponse,
  ProfilePostsPage,
} from '@console/contracts';

// Spec §7 Content pages and their extensions (docs/api/content-pages.md).

export const fetchAccountSettings = (signal?: AbortSignal) => apiRequest<AccountSettings>('/account-setting/data', { signal });

/** The saves of the account settings tabs: each answers the settings as stored. */
export const saveAccountSection = (section: 'general' | 'info' | 'social' | 'notification', body: AccountGeneral | AccountInfo | AccountSocial | AccountNotification) =>
  apiRequest<AccountSettings>(`/account-setting/${section}`, { method: 'POST', body });

/** Links or unlinks one account (Social tab): answers the settings as stored. */
export const changeConnection = (body: AccountConnection) => apiRequest<AccountSettings>('/account-setting/connections', { method: 'POST', body });

export const changePassword = (body: ChangePassword) => apiRequest<{ message: string }>('/account-setting/password', { method: 'POST', body });

export const fetchProfile = (signal?: AbortSignal) => apiRequest<ProfileData>('/profile/data', { signal });
export const fetchProfilePosts = (page: number, perPage: number, signal?: AbortSignal) => apiRequest<ProfilePostsPage>('/profile/posts', { query: { page, perPage }, signal });

export async function likePost(id: number, liked: boolean): Promise<ProfilePost> {
  return (await apiRequest<ProfilePostResponse>(`/profile/posts/${id}/like`, { method: 'POST', body: { liked } })).post;
}
/** A comment is named by its place under the post (`index`, from 0). */
export async function likeComment(id: number, index: number, liked: boolean): Promise<ProfilePost> {
  return (await apiRequest<ProfilePostResponse>(`/profile/posts/${id}/comments/${index}/like`, { method: 'POST', body: { liked } })).post;
}
export async function commentOnPost(id: number, comment: string): Promise<ProfilePost> {
  return (await apiRequest<ProfilePostResponse>(`/profile/posts/${id}/comments`, { method: 'POST', body: { comment } })).post;
}
export async function sharePost(id: number): Promise<ProfilePost> {
  return (await apiRequest<ProfilePostResponse>(`/profile/posts/${id}/share`, { method: 'POST' })).post;
}
export const votePoll = (option: string) => apiRequest<ProfilePollResponse>('/profile/polls/vote', { method: 'POST', body: { option } });

export const fetchFaq = (q: string, signal?: AbortSignal) => apiRequest<FaqData>('/faq/data', { query: { q }, signal });

export const fetchKnowledgeBase = (q: string, signal?: AbortSignal) => apiRequest<KnowledgeBaseCategory[]>('/faq/data/knowledge_base', { query: { q }, signal });
export async function fetchKnowledgeBaseCategory(category: string, signal?: AbortSignal) {
  return (await apiRequest<KnowledgeBaseCategoryResponse>('/faq/data/category', { query: { category }, signal })).categoryData;
}
export const fetchKnowledgeBaseQuestion = (category: string, question: string, signal?: AbortSignal) =>
  apiRequest<KnowledgeBaseQuestion>('/faq/data/question', { query: { category, question }, signal });

export const fetchPricing = (signal?: AbortSignal) => apiRequest<PricingData>('/pricing/data', { signal });
/** A plan and how it is billed (the billing is an extension: docs/api/content-pages.md). */
export const choosePlan = (choice: PricingPlanChoice) => apiRequest<PricingPlanResponse>('/pricing/plan', { method: 'POST', body: choice });

export const fetchBlogList = (query: BlogListQuery, signal?: AbortSignal) => apiRequest<BlogListItem[]>('/blog/list/data', { query: { q: query.q, category: query.category }, signal });
export const fetchBlogSidebar = (signal?: AbortSignal) => apiRequest<BlogSidebar>('/blog/list/data/sidebar', { signal });
export const fetchBlogDetail = (id: number, signal?: AbortSignal) => apiRequest<BlogDetailResponse>('/blog/list/data/detail', { query: { id }, signal });
export const fetchBlogEdit = (id: number, signal?: AbortSignal) => apiRequest<BlogEditData>('/blog/list/data/edit', { query: { id }, signal });
export const saveBlogPost = (id: number, body: BlogEditForm) => apiRequest<BlogEditData>('/blog/list/data/edit', { method: 'POST', query: { id }, body });
export async function addBlogComment(id: number, commentText: string) {
  return (await apiRequest<BlogCommentResponse>('/blog/list/data/add-comment', { method: 'POST', query: { id }, body: { commentText } })).comment;
}
