import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { profilePostsPerPage, queryKeys, type ProfilePost, type ProfilePostsPage } from '@console/contracts';
import { useOptimisticMutation } from '@console/ui/query';
import { commentOnPost, fetchProfile, fetchProfilePosts, likeComment, likePost, sharePost } from '../api/content-pages-api';

const keys = queryKeys.contentPages;
type Feed = InfiniteData<ProfilePostsPage, number>;

/** The profile page's data (header, about, side lists, poll). */
export function useProfile() {
  return useQuery({ queryKey: keys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
}

/** The feed, a page at a time ("Load more" asks for the next). */
export function useProfilePosts() {
  return useInfiniteQuery({
    queryKey: keys.profilePosts,
    queryFn: ({ pageParam, signal }) => fetchProfilePosts(pageParam, profilePostsPerPage, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * profilePostsPerPage < last.total ? pages.length + 1 : undefined),
  });
}

const withPost = (feed: Feed, id: number, change: (post: ProfilePost) => ProfilePost): Feed => ({
  ...feed,
  pages: feed.pages.map((page) => ({ ...page, posts: page.posts.map((post) => (post.id === id ? change(post) : post)) })),
});

type CommentLike = { id: number; index: number; liked: boolean };
const withCommentLike = (post: ProfilePost, { index, liked }: CommentLike): ProfilePost => ({
  ...post,
  detailedComments: post.detailedComments.map((comment, at) => (at !== index || comment.youLiked === liked ? comment : { ...comment, youLiked: liked, commentsLikes: comment.commentsLikes + (liked ? 1 : -1) })),
});

/** A post's like and its comments' (shown at once, taken back if refused), comment and share (the answer's post replaces the cached one). */
export function usePostActions() {
  const client = useQueryClient();
  const store = (post: ProfilePost) => client.setQueryData<Feed>(keys.profilePosts, (feed) => feed && withPost(feed, post.id, () => post));
  const like = useOptimisticMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) => likePost(id, liked),
    queryKey: keys.profilePosts,
    apply: (feed: Feed, { id, liked }: { id: number; liked: boolean }) =>
      withPost(feed, id, (post) => (post.youLiked === liked ? post : { ...post, youLiked: liked, likes: post.likes + (liked ? 1 : -1) })),
  });
  const commentLike = useOptimisticMutation({
    mutationFn: ({ id, index, liked }: CommentLike) => likeComment(id, index, liked),
    queryKey: keys.profilePosts,
    apply: (feed: Feed, change: CommentLike) => withPost(feed, change.id, (post) => withCommentLike(post, change)),
  });
  return {
    like: (id: number, liked: boolean) => like.mutate({ id, liked }),
    likeComment: (id: number, index: number, liked: boolean) => commentLike.mutate({ id, index, liked }),
    comment: async (id: number, text: string) => {
      store(await commentOnPost(id, text));
    },
    share: async (id: number) => {
      store(await sharePost(id));
    },
  };
}
