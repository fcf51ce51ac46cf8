import { useCallback, useRef, useState } from 'react';
import { FocusKeepingButton, PageHeader, LoadState, useUnsavedChangesPrompt } from '@console/ui';
import '../components/content-pages.css';
import { PollCard } from '../components/profile/poll-card';
import { PostCard, type OnCommentDraft } from '../components/profile/post-card';
import { ProfileHeader } from '../components/profile/profile-header';
import { ProfileAbout, ProfilePhotos } from '../components/profile/profile-side';
import { useProfile, useProfilePosts } from '../hooks/use-profile';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/**
 * The posts whose comment box holds unsent text, and the one prompt that asks before leaving
 * them: React Router heeds a single blocker, so the boxes report here instead of asking each.
 */
function useCommentDrafts() {
  const [drafts, setDrafts] = useState<ReadonlySet<number>>(() => new Set());
  const onDraft = useCallback<OnCommentDraft>((postId, drafting) => {
    setDrafts((current) => {
      if (current.has(postId) === drafting) return current;
      const next = new Set(current);
      if (drafting) next.add(postId);
      else next.delete(postId);
      return next;
    });
  }, []);
  return { onDraft, prompt: useUnsavedChangesPrompt(drafts.size > 0) };
}

/**
 * The feed: posts a page at a time, with "Load more"; leaving with a comment typed asks first.
 * The first post a page brings takes focus: the reader goes on from there, and the button, which
 * goes once the last page is in, does not take focus with it.
 */
function Feed() {
  const t = useContentPagesT();
  const feed = useProfilePosts();
  const { onDraft, prompt } = useCommentDrafts();
  // The place in the feed of the first post the page being loaded brings (null: none asked for).
  const firstNew = useRef<number | null>(null);
  const focusIfFirstNew = (index: number) => (article: HTMLElement | null) => {
    if (!article || index !== firstNew.current) return;
    firstNew.current = null;
    article.focus();
  };
  const loadMore = (loaded: number) => {
    if (feed.isFetchingNextPage) return;
    firstNew.current = loaded;
    void feed.fetchNextPage().then((result) => {
      if (result.isError) firstNew.current = null;
    });
  };
  return (
    <section className="d-flex flex-column gap-4" aria-label={t('profile.posts')}>
      <LoadState query={feed} loading={t('profile.loadingPosts')} failed={t('profile.postsFailed')}>
        {(data) => {
          const posts = data.pages.flatMap((page) => page.posts);
          return (
            <>
              {posts.map((post, index) => (
                <PostCard key={post.id} post={post} onDraft={onDraft} articleRef={focusIfFirstNew(index)} />
              ))}
              {data.pages[0]?.total === 0 && <p className="text-body-secondary">{t('profile.noPosts')}</p>}
              {feed.isFetchNextPageError && <p role="alert" className="text-danger-emphasis mb-0">{t('profile.postsFailed')}</p>}
              {feed.hasNextPage && (
                <FocusKeepingButton className="btn btn-outline-primary align-self-center" unavailable={feed.isFetchingNextPage} spinner onClick={() => loadMore(posts.length)}>
                  {t('profile.loadMore')}
                </FocusKeepingButton>
              )}
            </>
          );
        }}
      </LoadState>
      {prompt}
    </section>
  );
}

/** The signed-in person's profile: header, about, feed, photos, suggestions and the poll. */
export default function ProfilePage() {
  const t = useContentPagesT();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <LoadState query={profile} loading={t('profile.loading')} failed={t('profile.loadFailed')}>
        {(data) => (
          <>
            <ProfileHeader header={data.header} />
            <div className="row g-4">
              <div className="col-lg-3">
                <ProfileAbout profile={data} />
              </div>
              <div className="col-lg-6">
                <Feed />
              </div>
              <div className="col-lg-3 d-flex flex-column gap-4">
                <ProfilePhotos profile={data} />
                <PollCard polls={data.polls} pollVote={data.pollVote} />
              </div>
            </div>
          </>
        )}
      </LoadState>
    </>
  );
}
