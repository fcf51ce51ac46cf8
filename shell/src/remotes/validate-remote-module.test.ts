import todoModule from '../../../remotes/todo/src/module';
import { RemoteContractError, validateRemoteModule } from './validate-remote-module';

describe('validateRemoteModule', () => {
  it('accepts the todo module as a default export', () => {
    expect(validateRemoteModule('todo', { default: todoModule })).toBe(todoModule);
  });

  it('accepts the todo module object itself', () => {
    expect(validateRemoteModule('todo', todoModule)).toBe(todoModule);
  });

  it('rejects a module that declares another id', () => {
    const exported = { default: { ...todoModule, id: 'users' } };
    expect(() => validateRemoteModule('todo', exported)).toThrow(RemoteContractError);
    expect(() => validateRemoteModule('todo', exported)).toThrow('Remote "todo" declares id "users".');
  });

  it('rejects a module mounted somewhere else, naming both paths', () => {
    const exported = { default: { ...todoModule, basePath: '/tasks' } };
    expect(() => validateRemoteModule('todo', exported)).toThrow(
      'Remote "todo" mounts at "/tasks" but the catalogue says "/apps/todo".',
    );
  });

  it('rejects a module without routes or nav', () => {
    const { routes: _routes, ...withoutRoutes } = todoModule;
    expect(() => validateRemoteModule('todo', { default: withoutRoutes })).toThrow('Remote "todo" has no routes or nav list.');
    const { nav: _nav, ...withoutNav } = todoModule;
    expect(() => validateRemoteModule('todo', withoutNav)).toThrow('has no routes or nav list');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'todo'],
    ['an empty default export', { default: null }],
  ])('rejects %s as exporting nothing usable', (_name, exported) => {
    expect(() => validateRemoteModule('todo', exported)).toThrow(RemoteContractError);
  });
});
