import todoModule from '../../../remotes/todo/src/module';
import { remoteMeta } from '../../../remotes/todo/src/remote-meta';
import { RemoteContractError, validateRemoteModule } from './validate-remote-module';

describe('validateRemoteModule', () => {
  it('accepts the todo module as a default export or as itself', () => {
    expect(validateRemoteModule(remoteMeta, { default: todoModule })).toBe(todoModule);
    expect(validateRemoteModule(remoteMeta, todoModule)).toBe(todoModule);
  });

  it('rejects a module that declares another id than its manifest', () => {
    const exported = { default: { ...todoModule, meta: { ...remoteMeta, id: 'users' } } };
    expect(() => validateRemoteModule(remoteMeta, exported)).toThrow(RemoteContractError);
    expect(() => validateRemoteModule(remoteMeta, exported)).toThrow('Remote "todo" declares id "users".');
  });

  it('rejects a module mounted somewhere else than its manifest says, naming both paths', () => {
    const exported = { default: { ...todoModule, meta: { ...remoteMeta, basePath: '/tasks' } } };
    expect(() => validateRemoteModule(remoteMeta, exported)).toThrow('Remote "todo" mounts at "/tasks" but its manifest says "/apps/todo".');
  });

  it('rejects a module without metadata or routes', () => {
    const { routes: _routes, ...withoutRoutes } = todoModule;
    expect(() => validateRemoteModule(remoteMeta, { default: withoutRoutes })).toThrow('Remote "todo" has no routes list.');
    const { meta: _meta, ...withoutMeta } = todoModule;
    expect(() => validateRemoteModule(remoteMeta, withoutMeta)).toThrow('exports no metadata');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'todo'],
    ['an empty default export', { default: null }],
  ])('rejects %s as exporting nothing usable', (_name, exported) => {
    expect(() => validateRemoteModule(remoteMeta, exported)).toThrow(RemoteContractError);
  });
});
