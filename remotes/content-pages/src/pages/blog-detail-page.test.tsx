import { act, screen, within } from '@testing-library/react';
import type { BlogDetailResponse } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(25_000);

const titleOf = async (id: number) => ((await (await fetch(`/blog/list/data/detail?id=${id}`)).json()) as BlogDetailResponse).blog.title;

describe('a post’s comment box', () => {
  it('starts empty on another post: a comment typed on one does not follow the reader', async () => {
    const [first, second] = [await titleOf(4), await titleOf(5)];
    const { user, router } = await renderPages('/pages/blog/detail/4');
    expect(await screen.findByRole('heading', { level: 1, name: first }, slow)).toBeInTheDocument();
    // Post 4 is cached from here on: going back to it shows it at once, in the same page.
    await act(() => router.navigate('/pages/blog/detail/5'));
    expect(await screen.findByRole('heading', { level: 1, name: second }, slow)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Comment/, {}, slow), 'About the coats on this post');

    act(() => void router.navigate('/pages/blog/detail/4'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: first }, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('');
  });
});
