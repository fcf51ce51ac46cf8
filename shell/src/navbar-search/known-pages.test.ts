import type { SearchPage } from '@console/contracts';
import { existingPages, fold, pageResults, type KnownPage } from './known-pages';

const page = (id: number, title: string, link: string): SearchPage => ({ id, title, link, icon: '', isBookmarked: false });
const known: KnownPage[] = [
  { to: '/', title: 'Accueil', keywords: ['home'] },
  { to: '/apps/todo', title: 'Tâches', keywords: ['todo', 'tasks'] },
  { to: '/apps/user/list', title: 'Liste des utilisateurs', keywords: ['users'] },
];
const server = [page(1, 'Tasks', '/apps/todo'), page(2, 'Chat', '/apps/chat'), page(4, 'User List', '/apps/user/list'), page(9, 'Shop', '/apps/ecommerce/shop')];

describe('search pages', () => {
  it('drops the server pages this console does not have, and titles the rest in the current language', () => {
    expect(existingPages(server, known)).toEqual([page(1, 'Tâches', '/apps/todo'), page(4, 'Liste des utilisateurs', '/apps/user/list')]);
  });

  it('finds a page by a keyword the server does not know ("todo" finds Todo), as the server’s bookmarkable page', () => {
    expect(pageResults([], server, known, 'todo')).toEqual([page(1, 'Tâches', '/apps/todo')]);
  });

  it('matches titles in the current language without accents, and never lists a page twice', () => {
    expect(pageResults([page(1, 'Tasks', '/apps/todo')], server, known, 'taches')).toEqual([page(1, 'Tâches', '/apps/todo')]);
    expect(fold('Tâches')).toBe('taches');
  });

  it('gives a page the server does not know a local id (no star)', () => {
    const [home] = pageResults([], server, known, 'accueil');
    expect(home).toMatchObject({ link: '/', title: 'Accueil' });
    expect(home!.id).toBeLessThan(1);
  });

  it('never offers a dead end, whatever the server sends', () => {
    expect(pageResults([page(2, 'Chat', '/apps/chat')], server, known, 'chat')).toEqual([]);
  });
});
