import { recordField, recordPath, recordText } from './record-path';

describe('recordPath', () => {
  it('fills each field of the template in, URL-encoded', () => {
    expect(recordPath('/apps/user/view/{id}', { id: 3 })).toBe('/apps/user/view/3');
    expect(recordPath('/pages/{section}/{slug}', { section: 'help desk', slug: 'a/b?' })).toBe('/pages/help%20desk/a%2Fb%3F');
  });

  it('reads a dotted field, and a query in the template', () => {
    expect(recordPath('/apps/todo?task={id}', { id: 12 })).toBe('/apps/todo?task=12');
    expect(recordField({ assignee: { fullName: 'Maya Lindqvist' } }, 'assignee.fullName')).toBe('Maya Lindqvist');
    expect(recordField({ assignee: null }, 'assignee.fullName')).toBeUndefined();
    expect(recordField({ tags: ['a'] }, 'tags.0')).toBeUndefined();
  });

  it('gives no path when a field is missing or not a string or number', () => {
    expect(recordPath('/apps/user/view/{id}', {})).toBeUndefined();
    expect(recordPath('/apps/user/view/{id}', { id: { nested: 1 } })).toBeUndefined();
    expect(recordPath('/apps/user/view/{id}', { id: '  ' })).toBeUndefined();
  });
});

describe('recordText', () => {
  it('reads a field by name or dotted path', () => {
    expect(recordText('client.name', { client: { name: 'Sarah Collins' } })).toBe('Sarah Collins');
    expect(recordText('total', { total: 120 })).toBe('120');
  });

  it('fills a text with fields in it, as they are (not URL-encoded)', () => {
    expect(recordText('#{id}', { id: 5036 })).toBe('#5036');
    expect(recordText('{client.name} & co/{id}', { id: 2, client: { name: 'Ana Berg' } })).toBe('Ana Berg & co/2');
  });

  it('gives no text when a field it needs is missing', () => {
    expect(recordText('#{id}', {})).toBeUndefined();
    expect(recordText('client.name', { client: null })).toBeUndefined();
  });
});
