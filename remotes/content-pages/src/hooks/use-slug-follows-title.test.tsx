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

it('takes the accents off an accented title’s letters', async () => {
  const { user } = await renderPages('/pages/blog/edit/2');
  const title = await screen.findByLabelText(/^Title/, {}, slow);
  await user.clear(title);
  await user.type(title, 'Crème brûlée à la télé');
  expect(screen.getByLabelText(/^Slug/)).toHaveValue('creme-brulee-a-la-tele');
});

it('keeps the slug for a title that gives none (Arabic), saves, and follows a Latin title again', async () => {
  const { user } = await renderPages('/pages/blog/edit/2');
  const title = await screen.findByLabelText(/^Title/, {}, slow);
  const slug = screen.getByLabelText(/^Slug/);
  await user.clear(title);
  await user.type(title, 'تصوير برنامج طبخ في شقة');
  expect(slug).toHaveValue('filming-a-cooking-show-in-a-studio-flat');
  await user.click(screen.getByRole('button', { name: 'Save post' }));
  expect(await screen.findByText('The post was saved.', {}, slow)).toBeInTheDocument();
  expect(slug).toHaveAccessibleDescription(/^The post’s short name/);
  await user.clear(title);
  await user.type(title, 'Kitchen 2');
  expect(slug).toHaveValue('kitchen-2');
});
