import { formatLoadOrder } from './load-order-format';

const names = new Map([
  ['http://localhost:3000', 'shell'],
  ['http://localhost:3001', 'todo'],
]);

test('lists the files asked for before the paint, in the order they were asked for, with their app', () => {
  const lines = formatLoadOrder(
    {
      paintMs: 400,
      resources: [
        { url: 'http://localhost:3001/remoteEntry.js', type: 'script', startMs: 250.4, endMs: 290.6 },
        { url: 'http://localhost:3000/main.js', type: 'script', startMs: 20, endMs: 41 },
        // Asked for after the paint: not on the way to it.
        { url: 'http://localhost:3000/late.js', type: 'script', startMs: 450, endMs: 470 },
        { url: 'http://localhost:4000/elsewhere.json', type: 'fetch', startMs: 60, endMs: 80 },
      ],
    },
    names,
  );
  const rows = lines.slice(2, -1);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatch(/^\s+20\s+41\s+shell\s+script\s+\/main\.js$/);
  // A file from an origin remotes.json does not list is named by its origin.
  expect(rows[1]).toMatch(/^\s+60\s+80\s+http:\/\/localhost:4000\s+fetch\s+\/elsewhere\.json$/);
  expect(rows[2]).toMatch(/^\s+250\s+291\s+todo\s+script\s+\/remoteEntry\.js$/);
  expect(lines.at(-1)).toMatch(/^\s+400\s+the first task row is on screen$/);
});
