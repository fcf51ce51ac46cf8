import { screen } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

it('derives the slug from the title until the slug is edited by hand', async () => {
  const { user } = await renderPages('/pages/blog/edit/2');
  const title = await screen.findByLabelText(/^Title/, {}, slow);
  const slug = screen.getByLabelText(/^Slug/);
  expect(slug).toHaveValue('filming-a-cooking-show-in-a-studio-flat');
  await user.clear(title);
  await user.type(title, 'Small Kitchen, Big Flavour!');
  expect(slug).toHaveValue('small-kitchen-big-flavour');
  await user.clear(slug);
  await user.type(slug, 'kitchen-diaries');
  await user.type(title, ' Again');
  expect(slug).toHaveValue('kitchen-diaries');
});
