import { taskTeam, type Task } from '@console/contracts';
import { draftOf, emptyDraft, taskFields, validateDraft, type TaskDraft } from './task-draft';

const draft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({ ...emptyDraft, title: 'Cut the teaser', ...overrides });

const existing: Task = {
  id: 7,
  title: 'Localise subtitles',
  dueDate: '2026-11-22',
  description: 'Spanish first.',
  assignee: { fullName: 'Ana Guest', avatar: 'https://cdn.example.com/ana.png' },
  tags: ['team'],
  isCompleted: false,
  isDeleted: true,
  isImportant: true,
};

describe('validateDraft', () => {
  it.each(['', '   ', '\n\t'])('asks for a title when it is %j', (title) => {
    expect(validateDraft(draft({ title }))).toEqual({ title: 'Title is required.' });
  });

  it('accepts a draft with a title and nothing else', () => {
    expect(validateDraft(draft({ title: ' x ' }))).toEqual({});
  });
});

describe('taskFields', () => {
  it('trims the title and passes the other fields through', () => {
    const fields = taskFields(
      draft({ title: '  Cut the teaser  ', dueDate: '2026-12-01', tags: ['high', 'team'], description: ' notes ', isCompleted: true, isImportant: true }),
    );
    expect(fields).toEqual({
      title: 'Cut the teaser',
      assignee: null,
      dueDate: '2026-12-01',
      tags: ['high', 'team'],
      description: ' notes ',
      isCompleted: true,
      isImportant: true,
      isDeleted: false,
    });
  });

  it('maps "Unassigned" (an empty name) to a null assignee, even when the task had one', () => {
    expect(taskFields(draft({ assignee: '' }), existing).assignee).toBeNull();
  });

  it('looks a team member up by full name', () => {
    const assignee = taskFields(draft({ assignee: 'Priya Raman' })).assignee;
    expect(assignee).toEqual({ fullName: 'Priya Raman', avatar: '' });
    expect(assignee).toEqual(taskTeam.find((person) => person.fullName === 'Priya Raman'));
  });

  it('keeps the picture an existing assignee already had', () => {
    const fields = taskFields(draftOf(existing), existing);
    expect(fields.assignee).toEqual({ fullName: 'Ana Guest', avatar: 'https://cdn.example.com/ana.png' });
  });

  it('gives a name nobody knows an empty picture', () => {
    expect(taskFields(draft({ assignee: 'New Person' }), existing).assignee).toEqual({ fullName: 'New Person', avatar: '' });
  });

  it('keeps the deleted flag of the task being edited; a new task is not deleted', () => {
    expect(taskFields(draftOf(existing), existing).isDeleted).toBe(true);
    expect(taskFields(draft()).isDeleted).toBe(false);
  });

  it('round-trips an existing task through its draft', () => {
    const { id: _id, ...fields } = existing;
    expect(taskFields(draftOf(existing), existing)).toEqual(fields);
  });
});
