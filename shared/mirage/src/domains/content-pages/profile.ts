import type { Request, Server } from 'miragejs';
import type { PersonRef, ProfileData, ProfilePollResponse, ProfilePost, ProfilePostResponse, ProfilePostsPage } from '@console/contracts';
import { contentPagesMessagesEn, profilePostsPerPage, ProfileCommentSchema, ProfileLikeSchema, ProfileVoteSchema } from '@console/contracts/src/content-pages';
import { apiError, json, queryParam, readJson } from '../../http';
import { checkBody } from '../../check';
import type { AccountStore } from './account-store';
import { forCaller, type Caller, type CallerOf } from './caller';
import { withVote } from './poll';
import { allProfilePosts, seedOwner, seedProfile } from './profile-seed';

export { seedProfile } from './profile-seed';

const wholeFrom = (value: string, fallback: number, max: number) => (/^\d+$/.test(value) && Number(value) >= 1 ? Math.min(Number(value), max) : fallback);


/** Where the profile says its owner lives: their seeded "town, country" while the saved country is that one, else the saved country (nothing when none). */
function livesIn(seeded: string, country: string): string {
  const chosen = country.trim();
  if (!chosen) return '';
  return seeded.toLowerCase().endsWith(chosen.toLowerCase()) ? seeded : chosen;
}

/**
 * The profile page and its feed. It is the caller's own profile: the seeded owner's name and
 * picture are shown as the caller's current ones (from their account settings), and what the
 * caller does (a like, a comment, a vote) is stored under the owner's name, so it follows a rename.
 * The feed is one per server: the mock lives in one browser page, used by one person at a time.
 */
export function profileRoutes(server: Server, accounts: AccountStore, callerOf: CallerOf): Record<string, object> {
  const profile = seedProfile();
  const posts = allProfilePosts();
  const you: PersonRef = { avatar: profile.header.avatar, username: seedOwner };

  const asCaller = (caller: Caller) => {
    const { general } = accounts.settingsOf(caller);
    const swap = (ref: PersonRef): PersonRef => (ref.username === seedOwner ? { ...ref, username: general.fullName, avatar: general.avatar } : ref);
    return {
      post: (post: ProfilePost): ProfilePost => ({
        ...post,
        ...swap(post),
        likedUsers: post.likedUsers.map(swap),
        detailedComments: post.detailedComments.map((comment) => ({ ...comment, ...swap(comment) })),
        // The count is the comments the post holds, also for a feed saved before the seed agreed with itself.
        comments: post.detailedComments.length,
      }),
      profile: (): ProfileData => {
        const { info } = accounts.settingsOf(caller);
        // The caller's own details, never the seeded producer's (account-people.ts).
        const { designation, joined, lives } = accounts.profileOf(caller);
        return {
          ...profile,
          header: { ...profile.header, ...swap(profile.header), designation },
          // Their seeded town while the country is the seed's; the saved country once it is another.
          userAbout: { ...profile.userAbout, about: info.bio, joined, email: general.email, website: info.website, lives: livesIn(lives, info.country) },
          posts: posts.slice(0, profilePostsPerPage).map((post) => asCaller(caller).post(post)),
          postsTotal: posts.length,
          polls: profile.polls.map((option) => ({ ...option, votedUser: option.votedUser.map(swap) })),
        };
      },
    };
  };

  const findPost = (request: Request) => posts.find((post) => String(post.id) === request.params.id);
  const postNotFound = (request: Request) => apiError(404, `Post ${request.params.id ?? ''} was not found.`);
  const answerPost = (caller: Caller, post: ProfilePost, status = 200) => json(status, { post: asCaller(caller).post(post) } satisfies ProfilePostResponse);

  server.get('/profile/data', forCaller(callerOf, (caller) => json(200, asCaller(caller).profile())));

  server.get('/profile/posts', forCaller(callerOf, (caller, request) => {
    const perPage = wholeFrom(queryParam(request, 'perPage'), profilePostsPerPage, 50);
    const page = wholeFrom(queryParam(request, 'page'), 1, Number.MAX_SAFE_INTEGER);
    const rows = posts.slice((page - 1) * perPage, page * perPage).map((post) => asCaller(caller).post(post));
    return json(200, { posts: rows, total: posts.length } satisfies ProfilePostsPage);
  }));

  server.post('/profile/posts/:id/like', forCaller(callerOf, (caller, request) => {
    const post = findPost(request);
    if (!post) return postNotFound(request);
    const checked = checkBody(ProfileLikeSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.likeNotValid'], checked.errors);
    // Liking twice (or unliking what is not liked) changes nothing: the count stays true.
    if (checked.value.liked !== post.youLiked) {
      post.youLiked = checked.value.liked;
      post.likes += post.youLiked ? 1 : -1;
      post.likedUsers = post.youLiked ? [you, ...post.likedUsers] : post.likedUsers.filter((person) => person.username !== seedOwner);
    }
    return answerPost(caller, post);
  }));

  // A comment has no id of its own: it is named by its place under the post (comments are only added, at the end).
  server.post('/profile/posts/:id/comments/:index/like', forCaller(callerOf, (caller, request) => {
    const post = findPost(request);
    const comment = post?.detailedComments[/^\d+$/.test(request.params.index ?? '') ? Number(request.params.index) : -1];
    if (!post || !comment) return apiError(404, `Comment ${request.params.index ?? ''} of post ${request.params.id ?? ''} was not found.`);
    const checked = checkBody(ProfileLikeSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.likeNotValid'], checked.errors);
    // As a post's like: twice counts once.
    if (checked.value.liked !== comment.youLiked) {
      comment.youLiked = checked.value.liked;
      comment.commentsLikes += comment.youLiked ? 1 : -1;
    }
    return answerPost(caller, post);
  }));

  server.post('/profile/posts/:id/comments', forCaller(callerOf, (caller, request) => {
    const post = findPost(request);
    if (!post) return postNotFound(request);
    const checked = checkBody(ProfileCommentSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.commentNotValid'], checked.errors);
    post.detailedComments = [...post.detailedComments, { ...you, comment: checked.value.comment, commentsLikes: 0, youLiked: false }];
    post.comments = post.detailedComments.length;
    return answerPost(caller, post, 201);
  }));

  server.post('/profile/posts/:id/share', forCaller(callerOf, (caller, request) => {
    const post = findPost(request);
    if (!post) return postNotFound(request);
    // A share counts once per person.
    if (!post.youShared) {
      post.youShared = true;
      post.shares += 1;
    }
    return answerPost(caller, post);
  }));

  server.post('/profile/polls/vote', forCaller(callerOf, (caller, request) => {
    const checked = checkBody(ProfileVoteSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.voteNotValid'], checked.errors);
    const message = contentPagesMessagesEn['pages.errors.alreadyVoted'];
    if (profile.pollVote) return apiError(409, message, { option: message });
    if (!profile.polls.some((option) => option.name === checked.value.option)) {
      return apiError(400, contentPagesMessagesEn['pages.errors.voteNotValid'], { option: contentPagesMessagesEn['pages.errors.pollOptionInvalid'] });
    }
    profile.polls = withVote(profile.polls, checked.value.option, you);
    profile.pollVote = checked.value.option;
    const body: ProfilePollResponse = { polls: asCaller(caller).profile().polls, pollVote: profile.pollVote };
    return json(200, body);
  }));
  // What it changes, kept in the browser by the domain (PersistedState).
  return { profile, profilePosts: posts };
}
