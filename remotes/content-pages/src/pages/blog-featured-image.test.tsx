import { act, screen, waitFor, within } from '@testing-library/react';
import type { BlogEditData } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { apiJson, mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

const stored = async () => (await apiJson<BlogEditData>('/blog/list/data/edit?id=3')).featuredImage;

describe("a post's featured image", () => {
  it('previews an upload, saves it, and goes back to the saved one with Reset', async () => {
    const { user, router } = await renderPages('/pages/blog/edit/3');
    const picture = await screen.findByRole('group', { name: 'Featured image' }, slow);
    expect(within(picture).getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await user.upload(within(picture).getByLabelText('Upload a picture'), new File([new Uint8Array([137, 80, 78, 71])], 'still.png', { type: 'image/png' }));
    await waitFor(() => expect(within(picture).getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await user.click(within(picture).getByRole('button', { name: 'Reset' }));
    expect(within(picture).getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await user.upload(within(picture).getByLabelText('Upload a picture'), new File([new Uint8Array([137, 80, 78, 71])], 'still.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('The post was saved.', {}, slow)).toBeInTheDocument();
    expect(await stored()).toMatch(/^data:image\/png;base64,/);
    await act(() => router.navigate('/pages/blog/detail/3'));
    expect(await screen.findByRole('img', { name: 'Featured picture of “Streaming an esports final at 4K and 60 frames”' }, slow)).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  });

  it('is removed: the form shows "No picture", the API stores none, and the post shows a placeholder', async () => {
    const { user, router } = await renderPages('/pages/blog/edit/3');
    const picture = await screen.findByRole('group', { name: 'Featured image' }, slow);
    await user.click(within(picture).getByRole('button', { name: 'Remove' }));
    expect(within(picture).queryByRole('img', { name: 'The featured image' })).not.toBeInTheDocument();
    expect(within(picture).getByRole('img', { name: 'No picture' })).toBeInTheDocument();
    expect(within(picture).getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('The post was saved.', {}, slow)).toBeInTheDocument();
    expect(await stored()).toBe('');
    await act(() => router.navigate('/pages/blog/detail/3'));
    expect(await screen.findByRole('img', { name: 'Featured picture of “Streaming an esports final at 4K and 60 frames”' }, slow)).not.toHaveAttribute('src');
  });
});
