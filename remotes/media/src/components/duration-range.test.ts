import { durationBounds } from '../hooks/use-video-list-state';
import { durationProblem } from './duration-range';

it.each([
  ['', '', null],
  ['10', '', null],
  ['', '30', null],
  ['10', '10', null],
  ['0', '1', null],
  ['1.5', '', { field: 'min', key: 'minutesInvalid' }],
  ['-3', '', { field: 'min', key: 'minutesInvalid' }],
  ['', '0', { field: 'max', key: 'maxInvalid' }],
  ['', 'abc', { field: 'max', key: 'maxInvalid' }],
  ['20', '5', { field: 'max', key: 'rangeInvalid' }],
])('typed minutes %p to %p: %p', (min, max, problem) => {
  expect(durationProblem(min, max)).toEqual(problem);
});

it.each([
  [{ duration: '', minMinutes: '', maxMinutes: '' }, [0, 0]],
  [{ duration: 'medium', minMinutes: '', maxMinutes: '' }, [300, 1200]],
  [{ duration: '', minMinutes: '10', maxMinutes: '12' }, [600, 720]],
  [{ duration: '', minMinutes: '', maxMinutes: '3' }, [0, 180]],
  // Typed minutes win over a preset left in a hand-edited link; an upside-down pair bounds nothing.
  [{ duration: 'long', minMinutes: '2', maxMinutes: '' }, [120, 0]],
  [{ duration: '', minMinutes: '30', maxMinutes: '5' }, [0, 0]],
] as const)('the bounds of %p are %p seconds', (values, bounds) => {
  expect(durationBounds(values)).toEqual(bounds);
});
