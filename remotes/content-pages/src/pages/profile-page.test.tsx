import { act, screen, waitFor, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

const posts = () => within(screen.getByRole('region', { name: 'Posts' })).getAllByRole('article');
/** Whether closing or reloading the tab now would bring up the browser's "Leave site?" prompt. */
function closingTheTabAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
const firstPost = async () => (await screen.findAllByRole('article', {}, slow))[0] as HTMLElement;

describe('the profile', () => {
  it('shows the header, about, side lists, feed and poll', async () => {
    await renderPages('/pages/profile');
    expect(await screen.findByRole('img', { name: 'Cover picture of Maya Lindqvist' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('Stockholm, Sweden');
    expect(screen.getByRole('region', { name: 'Suggested pages' })).toHaveTextContent('Northlight Originals');
    expect(screen.getByRole('region', { name: 'Twitter feed' })).toHaveTextContent('#HarbourLights');
    expect(within(screen.getByRole('region', { name: 'Latest photos' })).getAllByRole('img')).toHaveLength(9);
    expect(screen.getByRole('region', { name: 'Suggestions' })).toHaveTextContent('12 mutual friends');
    await waitFor(() => expect(posts()).toHaveLength(3), slow);
  });

  it('says as many comments under each post as it lists', async () => {
    await renderPages('/pages/profile');
    await waitFor(() => expect(posts()).toHaveLength(3), slow);
    for (const post of posts()) {
      const listed = within(post).queryByRole('list', { name: /^Comments on the post/ });
      const count = listed ? within(listed).getAllByRole('listitem').length : 0;
      expect(within(post).getByText(/^\d+ comments?$/)).toHaveTextContent(count === 1 ? '1 comment' : `${count} comments`);
    }
  });

  it('likes and unlikes a post, the count following', async () => {
    const { user } = await renderPages('/pages/profile');
    const article = await firstPost();
    const like = within(article).getByRole('button', { name: /^Like \d/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('124');
    await user.click(like);
    await waitFor(() => expect(within(article).getByRole('button', { name: /^Like \d/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(within(article).getByRole('button', { name: /^Like \d/ })).toHaveTextContent('123');
    await user.click(within(article).getByRole('button', { name: /^Like \d/ }));
    await waitFor(() => expect(within(article).getByRole('button', { name: /^Like \d/ })).toHaveTextContent('124'));
  });

  it("likes and unlikes a comment, its count following and kept by the API", async () => {
    const { user } = await renderPages('/pages/profile');
    const comments = within(await firstPost()).getByRole('list', { name: 'Comments on the post by Maya Lindqvist' });
    const omar = () => within(comments).getByRole('button', { name: /^Like the comment by Omar Haddad/ });
    expect(omar()).toHaveAttribute('aria-pressed', 'false');
    expect(omar()).toHaveTextContent('7');
    await user.click(omar());
    await waitFor(() => expect(omar()).toHaveAttribute('aria-pressed', 'true'));
    expect(omar()).toHaveTextContent('8');
    const stored = (await (await fetch('/profile/posts')).json()) as { posts: { detailedComments: { commentsLikes: number; youLiked: boolean }[] }[] };
    expect(stored.posts[0]?.detailedComments[0]).toMatchObject({ commentsLikes: 8, youLiked: true });
    await user.click(omar());
    await waitFor(() => expect(omar()).toHaveTextContent('7'));
    expect(within(comments).getByRole('button', { name: /^Like the comment by Priya Raman/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a comment (an empty one is refused at the field) and shares once', async () => {
    const { user } = await renderPages('/pages/profile');
    const article = await firstPost();
    await user.click(within(article).getByRole('button', { name: 'Post comment' }));
    expect(within(article).getByLabelText('Add a comment')).toHaveAccessibleDescription('Write a comment first.');
    await user.type(within(article).getByLabelText('Add a comment'), 'Lovely light in that shot.');
    await user.click(within(article).getByRole('button', { name: 'Post comment' }));
    expect(await within(article).findByText('Lovely light in that shot.', {}, slow)).toBeInTheDocument();
    expect(within(article).getByText('3 comments')).toBeInTheDocument();
    expect(within(within(article).getByRole('list', { name: 'Comments on the post by Maya Lindqvist' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(article).getByLabelText('Add a comment')).toHaveValue('');
    await user.click(within(article).getByRole('button', { name: /^Share/ }));
    await waitFor(() => expect(within(article).getByRole('button', { name: /^Shared/ })).toBeDisabled());
    expect(within(article).getByRole('button', { name: /^Shared/ })).toHaveTextContent('10');
  });

  it("asks before leaving with a comment typed in any post's box; Keep editing keeps it", async () => {
    const { user, router } = await renderPages('/pages/profile');
    await waitFor(() => expect(posts()).toHaveLength(3), slow);
    // The first post's box: not the last one on the page, whose prompt alone the router would heed.
    const box = () => within(posts()[0] as HTMLElement).getByLabelText('Add a comment');
    await user.type(box(), 'Half a thought');
    act(() => {
      void router.navigate('/pages/faq');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pages/profile');
    expect(box()).toHaveValue('Half a thought');

    expect(closingTheTabAsks()).toBe(true);

    // Emptied, nothing is left to lose: neither closing the tab nor another page asks.
    await user.clear(box());
    await waitFor(() => expect(closingTheTabAsks()).toBe(false));
    act(() => {
      void router.navigate('/pages/faq');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
  });

  it('loads more posts until there are none left, focus going to the first post each page brings', async () => {
    const { user } = await renderPages('/pages/profile');
    await firstPost();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(posts()).toHaveLength(6), slow);
    expect(posts()[3]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(posts()).toHaveLength(8), slow);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The button has gone with the last page: focus is on the first post it brought, not lost to the page body.
    expect(posts()[6]).toHaveFocus();
  });

  it('takes one vote in the poll, then shows the new percentages and no second vote', async () => {
    const { user } = await renderPages('/pages/profile');
    const poll = await screen.findByRole('region', { name: 'Poll' }, slow);
    expect(within(poll).getByRole('button', { name: 'Vote' })).toBeDisabled();
    await user.click(within(poll).getByRole('radio', { name: 'Animation' }));
    await user.click(within(poll).getByRole('button', { name: 'Vote' }));
    expect(await within(poll).findByRole('status')).toHaveTextContent('You voted for Animation.');
    expect(within(poll).getByRole('progressbar', { name: 'Share of votes for Animation' })).toHaveAttribute('aria-valuenow', '11');
    expect(within(poll).getByRole('progressbar', { name: 'Share of votes for Documentaries' })).toHaveAttribute('aria-valuenow', '44');
    expect(within(poll).queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
    // The Vote button has gone: focus is on the results, not lost to the page body.
    expect(within(poll).getByRole('list', { name: 'Poll results' })).toHaveFocus();
    for (const radio of within(poll).getAllByRole('radio')) expect(radio).toBeDisabled();
    const answer = await fetch('/profile/polls/vote', { method: 'POST', body: JSON.stringify({ option: 'Drama series' }) });
    expect(answer.status).toBe(409);
  });

  it("after a vote refused as already taken (409), shows the server's figures and the vote it holds", async () => {
    const { user } = await renderPages('/pages/profile');
    const poll = await screen.findByRole('region', { name: 'Poll' }, slow);
    const share = (name: string) => within(poll).getByRole('progressbar', { name: `Share of votes for ${name}` });
    // Another tab votes first: this page still shows the figures from before that vote.
    await fetch('/profile/polls/vote', { method: 'POST', body: JSON.stringify({ option: 'Animation' }) });
    expect(share('Documentaries')).toHaveAttribute('aria-valuenow', '45');
    await user.click(within(poll).getByRole('radio', { name: 'Drama series' }));
    await user.click(within(poll).getByRole('button', { name: 'Vote' }));
    expect(await within(poll).findByRole('alert', {}, slow)).toHaveTextContent('You have already voted in this poll.');
    await waitFor(() => expect(share('Documentaries')).toHaveAttribute('aria-valuenow', '44'), slow);
    expect(share('Animation')).toHaveAttribute('aria-valuenow', '11');
    expect(within(poll).getByRole('status')).toHaveTextContent('You voted for Animation.');
    expect(within(poll).getByRole('radio', { name: 'Animation' })).toBeChecked();
    expect(within(poll).queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
    expect(within(poll).getByRole('list', { name: 'Poll results' })).toHaveFocus();
  });
});
