import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { Task } from '@console/contracts';
import { seedTasks, seedUsers, todoDomain, usersDomain } from '@console/mirage';
import { developmentUser } from '@console/auth';
import { apiJson, chooseOption, englishLeftOnScreen, mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import en from '../i18n/en';
import ar from '../i18n/ar';
import fr from '../i18n/fr';
import todoModule from '../module';

// The users too: the editor offers them as assignees.
const mock = mockServerPerTest(() => [todoDomain(), usersDomain()]);

// Spec §7 and §9: My Tasks is every non-deleted task, latest (highest id) first.
const myTasks = seedTasks()
  .filter((task) => !task.isDeleted)
  .sort((a, b) => b.id - a.id)
  .map((task) => task.title);

const taskList = () => screen.getByRole('list', { name: 'Tasks' });
/** The titles of the rows on screen, top to bottom. */
const rowTitles = () => within(taskList()).getAllByRole('listitem').map((row) => within(row).getAllByRole('button')[0]?.textContent);
const rowOf = (title: string) => {
  const row = within(taskList()).getAllByRole('listitem').find((item) => within(item).queryByRole('button', { name: title }));
  if (!row) throw new Error(`No row titled "${title}".`);
  return row;
};
const expectRows = (titles: (string | undefined)[]) => waitFor(() => expect(rowTitles()).toEqual(titles));
const viewLink = (name: string) => within(screen.getByRole('navigation', { name: 'Filters' })).getByRole('link', { name });
const panel = (name: 'Add task' | 'Edit task') => screen.findByRole('dialog', { name });
const panelClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

const tasksFromApi = (query = '') => apiJson<Task[]>(`/apps/todo/tasks${query}`);

async function renderTasks(path: string) {
  const view = renderRemote(todoModule, path);
  await screen.findByRole('list', { name: 'Tasks' });
  return view;
}

describe('task views', () => {
  it('shows a loading status, then My Tasks: the non-deleted tasks, latest first', async () => {
    mock.restart({ timing: 150 });
    renderRemote(todoModule, '/apps/todo');

    expect(await screen.findByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();

    await screen.findByRole('list', { name: 'Tasks' });
    expect(screen.queryByRole('status', { name: 'Loading tasks' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(myTasks);
    expect(rowTitles()).not.toContain('Clean up duplicate uploads');
  });

  it.each([
    [
      '/apps/todo/important',
      'Important',
      ['Plan the holiday content calendar', 'Schedule the live premiere', 'Renew the music licence for intros', 'Publish the documentary trailer', 'Transcode the spring catalogue to AV1'],
    ],
    ['/apps/todo/completed', 'Completed', ['Export viewing stats for the board', 'Publish the documentary trailer', 'Review captions for episode 12']],
    ['/apps/todo/deleted', 'Deleted', ["Archive last season's promos", 'Clean up duplicate uploads']],
    [
      '/apps/todo/tag/high',
      'Tag: High',
      ['Export viewing stats for the board', 'Schedule the live premiere', 'Publish the documentary trailer', 'Transcode the spring catalogue to AV1'],
    ],
  ])('%s shows the %s tasks', async (path, heading, titles) => {
    await renderTasks(path);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(rowTitles()).toEqual(titles);
  });

  it('switches views from the sidebar and marks the current one', async () => {
    const { user, router } = await renderTasks('/apps/todo');
    expect(viewLink('My Tasks')).toHaveClass('active');

    await user.click(viewLink('Deleted'));
    await expectRows(["Archive last season's promos", 'Clean up duplicate uploads']);
    expect(router.state.location.pathname).toBe('/apps/todo/deleted');
    expect(screen.getByRole('heading', { name: 'Deleted' })).toBeInTheDocument();
    expect(viewLink('Deleted')).toHaveClass('active');
    expect(viewLink('My Tasks')).not.toHaveClass('active');

    await user.click(within(screen.getByRole('navigation', { name: 'Tags' })).getByRole('link', { name: 'Update' }));
    await expectRows(['Update the brand guidelines page', 'Fix thumbnails on the kids playlist', 'Renew the music licence for intros']);
    expect(router.state.location.pathname).toBe('/apps/todo/tag/update');
  });

  it.each([
    ['/apps/todo/nope', 'nope'],
    ['/apps/todo/tag/urgent', 'Tag: urgent'],
  ])('%s names the missing view and leads back to My Tasks', async (path, name) => {
    const { user, router } = renderRemote(todoModule, path);
    expect(await screen.findByText(`There is no task view called “\u2068${name}\u2069”.`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search tasks' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to My Tasks' }));
    await expectRows(myTasks);
    expect(router.state.location.pathname).toBe('/apps/todo');
  });
});

describe('search and sort', () => {
  it('filters as the user types, once typing settles, and writes q= into the URL', async () => {
    const { user, router } = await renderTasks('/apps/todo');
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });

    await user.type(search, 'captions');
    await expectRows(['Review captions for episode 12']);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('captions');

    await user.clear(search);
    await expectRows(myTasks);
    expect(router.state.location.search).toBe('');
  });

  it('searches at once on Enter', async () => {
    const { user, router } = await renderTasks('/apps/todo');
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'TRAILER{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('TRAILER');
    await expectRows(['Publish the documentary trailer']);
  });

  it('pre-fills the box and filters from ?q= in the URL', async () => {
    await renderTasks('/apps/todo?q=captions');
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('captions');
    expect(rowTitles()).toEqual(['Review captions for episode 12']);
  });

  it('sorts by title from the "Sort by" select and writes sortBy= into the URL', async () => {
    const { user, router } = await renderTasks('/apps/todo');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Latest');

    await user.selectOptions(sort, 'Title A–Z');
    const byTitle = [...myTasks].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expectRows(byTitle);
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('title-asc');
    expect(sort).toHaveDisplayValue('Title A–Z');

    await user.selectOptions(sort, 'Latest');
    await expectRows(myTasks);
    expect(router.state.location.search).toBe('');
  });

  it('keeps the search and sort when switching view', async () => {
    const { user, router } = await renderTasks('/apps/todo?q=the&sortBy=title-desc');
    await user.click(viewLink('Important'));
    await expectRows([
      'Transcode the spring catalogue to AV1',
      'Schedule the live premiere',
      'Renew the music licence for intros',
      'Publish the documentary trailer',
      'Plan the holiday content calendar',
    ]);
    expect(router.state.location.pathname).toBe('/apps/todo/important');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('the');
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('the');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Title Z–A');
  });
});

describe('adding a task', () => {
  it('asks for a title at the field and sends nothing while it is missing', async () => {
    const added = jest.fn(() => new Response(201, {}, {}));
    mock.server().post('/apps/todo/add-tasks', added);
    const { user } = await renderTasks('/apps/todo');

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await panel('Add task');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(title).toBeInvalid();
    expect(added).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add task' })).toBeInTheDocument();

    // Typing clears the message.
    await user.type(title, 'x');
    expect(title).not.toHaveAccessibleDescription();
    expect(title).not.toBeInvalid();
  });

  it('adds a task with every field: the panel closes, a toast confirms and the task is first in My Tasks', async () => {
    const { user } = await renderTasks('/apps/todo');

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await panel('Add task');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Cut the festival teaser ');
    // Priya is one of the console's users (offered once they have loaded), with her picture.
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Assignee' }), 'Priya Raman');
    await user.type(within(dialog).getByLabelText('Due date'), '2026-12-01');
    await user.click(within(dialog).getByRole('checkbox', { name: 'High' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Two cuts: 30 s and 60 s.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Important' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await panelClosed();
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    await expectRows(['Cut the festival teaser', ...myTasks]);

    const row = rowOf('Cut the festival teaser');
    expect(within(row).getByRole('img', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Dec 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Important: Cut the festival teaser' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row).getByRole('checkbox', { name: 'Mark "Cut the festival teaser" completed' })).not.toBeChecked();

    const [stored] = await tasksFromApi('?q=festival teaser');
    expect(stored).toEqual({
      id: seedTasks().length + 1,
      title: 'Cut the festival teaser',
      assignee: { fullName: 'Priya Raman', avatar: seedUsers().find((person) => person.fullName === 'Priya Raman')?.avatar },
      dueDate: '2026-12-01',
      tags: ['high'],
      description: 'Two cuts: 30 s and 60 s.',
      isCompleted: false,
      isImportant: true,
      isDeleted: false,
    });
  });

  it('Cancel closes the panel without adding anything', async () => {
    const { user } = await renderTasks('/apps/todo');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await panel('Add task');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Never saved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // What was typed is thrown away only once the user says so (see "unsaved changes" below).
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));

    await panelClosed();
    expect(rowTitles()).toEqual(myTasks);
    expect(await tasksFromApi('?q=never saved')).toEqual([]);
  });
});

describe('editing a task', () => {
  it('opens "Edit task" pre-filled; Update saves the change and the row shows it', async () => {
    const { user } = await renderTasks('/apps/todo');

    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    const dialog = await panel('Edit task');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Review captions for episode 12');
    expect(within(dialog).getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Maya Lindqvist');
    expect(within(dialog).getByLabelText('Due date')).toHaveValue('2026-11-05');
    expect(within(dialog).getByRole('checkbox', { name: 'Medium' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'High' })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Review captions for episode 12. Notes and links live in the production tracker.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Important' })).not.toBeChecked();

    await user.clear(title);
    await user.type(title, 'Review captions for episode 13');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await panelClosed();
    expect(await screen.findByText('Task updated')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toContain('Review captions for episode 13'));
    expect(rowTitles()).not.toContain('Review captions for episode 12');
    expect(rowTitles()).toHaveLength(myTasks.length);
    const [stored] = await tasksFromApi('?q=episode 13');
    expect(stored).toMatchObject({ id: 2, assignee: { fullName: 'Maya Lindqvist' }, tags: ['medium'], isCompleted: true });
  });

  it('keeps the panel open with the typed input and shows the error when the save fails', async () => {
    mock.server().post('/apps/todo/update-task', () => new Response(500, {}, { message: 'Boom' }));
    const { user } = await renderTasks('/apps/todo');

    await user.click(screen.getByRole('button', { name: 'Schedule the live premiere' }));
    const dialog = await panel('Edit task');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Schedule the premiere for Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
    expect(title).toHaveValue('Schedule the premiere for Friday');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.queryByText('Task updated')).not.toBeInTheDocument();
    expect(rowTitles()).toContain('Schedule the live premiere');
  });
});

describe('flags on the row', () => {
  it('marks a task completed from its checkbox; it then shows under Completed', async () => {
    const { user } = await renderTasks('/apps/todo');

    await user.click(screen.getByRole('checkbox', { name: 'Mark "Fix thumbnails on the kids playlist" completed' }));
    expect(await screen.findByRole('checkbox', { name: 'Mark "Fix thumbnails on the kids playlist" not completed' })).toBeChecked();

    await user.click(viewLink('Completed'));
    await expectRows(['Export viewing stats for the board', 'Fix thumbnails on the kids playlist', 'Publish the documentary trailer', 'Review captions for episode 12']);

    // And back again.
    await user.click(screen.getByRole('checkbox', { name: 'Mark "Fix thumbnails on the kids playlist" not completed' }));
    await expectRows(['Export viewing stats for the board', 'Publish the documentary trailer', 'Review captions for episode 12']);
  });

  it('stars a task as important (aria-pressed); it then shows under Important', async () => {
    const { user } = await renderTasks('/apps/todo');
    const star = screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const [stored] = await tasksFromApi('?q=newsletter');
    expect(stored?.isImportant).toBe(true);

    await user.click(viewLink('Important'));
    await waitFor(() => expect(rowTitles()).toContain('Draft the newsletter for new releases'));
  });

  it('tells the user when a flag could not be saved and puts the row back as it was', async () => {
    mock.server().post('/apps/todo/update-task', () => new Response(500, {}, { message: 'Boom' }));
    const { user } = await renderTasks('/apps/todo');
    const star = () => screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' });
    const done = () => screen.getByRole('checkbox', { name: /^Mark "Fix thumbnails on the kids playlist"/ });

    await user.click(star());
    expect(await screen.findByText('The task could not be updated. Boom')).toBeInTheDocument();
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));

    await user.click(done());
    await waitFor(() => expect(screen.getAllByText('The task could not be updated. Boom')).toHaveLength(2));
    await waitFor(() => expect(done()).not.toBeChecked());
    expect(done()).toHaveAccessibleName('Mark "Fix thumbnails on the kids playlist" completed');
  });

  it('takes back a flag the server refuses (4xx, not asked again): the row is as it was and a toast says why', async () => {
    mock.restart({ timing: 100 });
    const refused = jest.fn(() => new Response(409, {}, { message: 'This task is locked by another editor.' }));
    mock.server().post('/apps/todo/update-task', refused);
    const { user } = await renderTasks('/apps/todo');
    const done = () => screen.getByRole('checkbox', { name: /^Mark "Fix thumbnails on the kids playlist"/ });
    const star = () => screen.getByRole('button', { name: 'Important: Fix thumbnails on the kids playlist' });

    await user.click(done());
    // Shown at once, then taken back when the refusal arrives.
    expect(done()).toBeChecked();
    expect(await screen.findByText('The task could not be updated. This task is locked by another editor.')).toBeInTheDocument();
    await waitFor(() => expect(done()).not.toBeChecked());
    expect(done()).toHaveAccessibleName('Mark "Fix thumbnails on the kids playlist" completed');

    await user.click(star());
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByText('The task could not be updated. This task is locked by another editor.')).toHaveLength(2));
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));

    expect(refused).toHaveBeenCalledTimes(2);
    expect(rowTitles()).toEqual(myTasks);
    const [stored] = await tasksFromApi('?q=thumbnails');
    expect(stored).toMatchObject({ isCompleted: false, isImportant: false });
  });

  it('shows a flag change at once, before the server answers', async () => {
    mock.restart({ timing: 200 });
    const { user } = await renderTasks('/apps/todo');

    await user.click(screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' }));
    expect(screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Mark "Fix thumbnails on the kids playlist" completed' }));
    expect(screen.getByRole('checkbox', { name: 'Mark "Fix thumbnails on the kids playlist" not completed' })).toBeChecked();

    // The server then confirms both: the list reloads and settles on its answer.
    await waitFor(() => expect(taskList()).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(taskList()).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Mark "Fix thumbnails on the kids playlist" not completed' })).toBeChecked();
  });
});

describe('deleting and restoring', () => {
  it('moves a task to Deleted from the panel, and Restore brings it back', async () => {
    const { user } = await renderTasks('/apps/todo');
    const title = 'Tag archive footage from the festival';

    await user.click(screen.getByRole('button', { name: title }));
    let dialog = await panel('Edit task');
    expect(within(dialog).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await panelClosed();
    expect(await screen.findByText('Task moved to Deleted')).toBeInTheDocument();
    await expectRows(myTasks.filter((t) => t !== title));

    await user.click(viewLink('Deleted'));
    await expectRows(["Archive last season's promos", 'Clean up duplicate uploads', title]);

    await user.click(screen.getByRole('button', { name: title }));
    dialog = await panel('Edit task');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await panelClosed();
    expect(await screen.findByText('Task restored')).toBeInTheDocument();
    await expectRows(["Archive last season's promos", 'Clean up duplicate uploads']);

    await user.click(viewLink('My Tasks'));
    await expectRows(myTasks);
  });

  it('keeps an edit made before Restore: the task comes back with it', async () => {
    const { user } = await renderTasks('/apps/todo/deleted');
    await user.click(screen.getByRole('button', { name: 'Clean up duplicate uploads' }));
    const dialog = await panel('Edit task');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' in the archive');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Important' }));
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await panelClosed();
    expect(await screen.findByText('Task restored')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
    const [restored] = await tasksFromApi('?q=duplicate uploads');
    expect(restored).toMatchObject({ title: 'Clean up duplicate uploads in the archive', isImportant: true, isDeleted: false });
    await user.click(viewLink('My Tasks'));
    await waitFor(() => expect(rowTitles()).toContain('Clean up duplicate uploads in the archive'));
  });

  it('checks the fields before Restore: an emptied title is said at the field and nothing is saved', async () => {
    const { user } = await renderTasks('/apps/todo/deleted');
    await user.click(screen.getByRole('button', { name: 'Clean up duplicate uploads' }));
    const dialog = await panel('Edit task');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required.'));
    expect(title).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
    expect((await tasksFromApi('?filter=deleted')).map((task) => task.title)).toContain('Clean up duplicate uploads');
  });

  it('asks before Delete throws an edit away; Keep editing keeps it, Discard changes deletes the task as saved', async () => {
    const { user } = await renderTasks('/apps/todo');
    const title = 'Tag archive footage from the festival';
    await user.click(screen.getByRole('button', { name: title }));
    const dialog = await panel('Edit task');
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(field, ' (day 2)');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    let ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(field).toHaveValue(`${title} (day 2)`);
    expect(rowTitles()).toContain(title);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await panelClosed();
    expect(await screen.findByText('Task moved to Deleted')).toBeInTheDocument();
    expect((await tasksFromApi('?filter=deleted')).map((task) => task.title)).toContain(title);
  });
});

describe('unsaved changes in the panel', () => {
  it('closes at once when nothing was changed, also after opening a task', async () => {
    const { user } = await renderTasks('/apps/todo');
    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    await user.click(within(await panel('Edit task')).getByRole('button', { name: 'Cancel' }));
    await panelClosed();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await panel('Add task');
    await user.keyboard('{Escape}');
    await panelClosed();
  });

  it('asks before throwing away an edit; Keep editing keeps it, Discard changes drops it', async () => {
    const { user } = await renderTasks('/apps/todo');
    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    const dialog = await panel('Edit task');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, ' (director’s cut)');
    await user.click(within(dialog).getByRole('checkbox', { name: 'High' }));

    await user.keyboard('{Escape}');
    let ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(ask).toHaveTextContent('The changes you made in this form have not been saved.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
    expect(title).toHaveValue('Review captions for episode 12 (director’s cut)');
    expect(within(dialog).getByRole('checkbox', { name: 'High' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await panelClosed();
    expect(rowTitles()).toEqual(myTasks);
    expect((await tasksFromApi('?q=episode 12'))[0]).toMatchObject({ title: 'Review captions for episode 12', tags: ['medium'] });

    // Opened again, the panel shows the task as it is, not the dropped edit.
    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    expect(within(await panel('Edit task')).getByRole('textbox', { name: 'Title' })).toHaveValue('Review captions for episode 12');
  });

  it('asks before a move to another page loses a new task being typed', async () => {
    const { user, router } = await renderTasks('/apps/todo');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await panel('Add task');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Half-written');

    // The panel is modal; a move made another way (the browser's Back, a shortcut) is still asked about.
    await act(() => router.navigate('/apps/todo/deleted'));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/apps/todo');
    expect(within(screen.getByRole('dialog', { name: 'Add task' })).getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written');
  });
});

describe('load errors', () => {
  it('shows an alert with Retry; Retry loads the rows once the API answers again', async () => {
    mock.server().get('/apps/todo/tasks', () => new Response(500, {}, { message: 'The task service is down.' }));
    const { user } = renderRemote(todoModule, '/apps/todo');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The task service is down.');
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();

    todoDomain().routes(mock.server()); // the API is back
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Tasks' });
    expect(rowTitles()).toEqual(myTasks);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a failed search instead of leaving the previous rows up as if they matched', async () => {
    const { user } = await renderTasks('/apps/todo');
    mock.server().get('/apps/todo/tasks', () => new Response(500, {}, { message: 'The task service is down.' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'captions{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The task service is down.');

    todoDomain().routes(mock.server()); // the API is back
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectRows(['Review captions for episode 12']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('permissions inside the remote', () => {
  it('hides Add task and Delete from a user who may only read tasks', async () => {
    const reader = { ...developmentUser, role: 'client' as const, ability: [{ action: 'read' as const, subject: 'Todo' }] };
    const { user } = renderRemote(todoModule, '/apps/todo', reader);
    await screen.findByRole('list', { name: 'Tasks' });
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check ad markers on long-form videos' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(panel).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark "Check ad markers on long-form videos" completed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Important: Check ad markers on long-form videos' })).toBeDisabled();
  });

  it('hides Restore from a user who may delete tasks but not update them (restoring saves the task)', async () => {
    const deleter = { ...developmentUser, role: 'client' as const, ability: [{ action: 'read' as const, subject: 'Todo' }, { action: 'delete' as const, subject: 'Todo' }] };
    const { user } = renderRemote(todoModule, '/apps/todo', deleter);
    await screen.findByRole('list', { name: 'Tasks' });
    await user.click(viewLink('Deleted'));
    await expectRows(["Archive last season's promos", 'Clean up duplicate uploads']);
    await user.click(screen.getByRole('button', { name: 'Clean up duplicate uploads' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });
});

describe('in French and in Arabic', () => {
  // The page is still on screen here: it re-renders in English.
  afterEach(() => act(() => switchTestLanguage('en')));

  it.each([
    ['fr', fr, uiFr],
    ['ar', ar, uiAr],
  ] as const)('%s: the list and the editor show no English text of the remote', async (language, texts, ui) => {
    await switchTestLanguage(language, { ui });
    const { user } = renderRemote(todoModule, '/apps/todo');
    const list = await screen.findByRole('list', { name: texts.list.label });
    expect(within(list).getAllByRole('listitem')).toHaveLength(myTasks.length);
    expect(screen.getByRole('heading', { level: 1, name: texts.page.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.views.all })).toBeInTheDocument();
    expect(englishLeftOnScreen({ todo: en }, { todo: texts })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    const dialog = await screen.findByRole('dialog', { name: texts.editor.editTitle });
    expect(within(dialog).getByRole('textbox', { name: texts.editor.title })).toHaveValue('Review captions for episode 12');
    expect(within(dialog).getByRole('checkbox', { name: texts.tags.medium })).toBeChecked();
    expect(englishLeftOnScreen({ todo: en }, { todo: texts })).toEqual([]);
  });

  it('French: the views, the row labels, the due date and the toasts read in French', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    const { user } = renderRemote(todoModule, '/apps/todo/tag/high');
    expect(await screen.findByRole('heading', { name: 'Étiquette : Haute' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes tâches' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des tâches' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Les plus récentes');

    const row = within(await screen.findByRole('list', { name: 'Tâches' }))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: 'Schedule the live premiere' }))!;
    expect(within(row).getByText('Haute')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Marquer « Schedule the live premiere » comme terminée' })).not.toBeChecked();
    expect(within(row).getByText('15 nov.')).toBeInTheDocument(); // due 2026-11-15
    expect(within(row).getByRole('button', { name: 'Importante : Schedule the live premiere' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(row).getByRole('button', { name: 'Schedule the live premiere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la tâche' });
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText('Tâche mise à jour')).toBeInTheDocument();
  });
});
