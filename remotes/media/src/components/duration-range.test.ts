import { act, screen, waitFor } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { durationBounds, durationProblem } from '../hooks/use-video-list-state';
import en from '../i18n/en';
import { renderMedia, totals, videosWhere, waitForRows } from '../test-kit';

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
  // Typed minutes win over a preset left in a hand-edited link; a pair the fields refuse is left
  // out, so the preset beside it (if any) bounds the list.
  [{ duration: 'long', minMinutes: '2', maxMinutes: '' }, [120, 0]],
  [{ duration: '', minMinutes: '30', maxMinutes: '5' }, [0, 0]],
  [{ duration: 'short', minMinutes: '30', maxMinutes: '10' }, [0, 299]],
  [{ duration: 'medium', minMinutes: '', maxMinutes: '0' }, [300, 1200]],
] as const)('the bounds of %p are %p seconds', (values, bounds) => {
  expect(durationBounds(values)).toEqual(bounds);
});

describe('bounds the fields refuse, arriving in a link (a hand-edited or bookmarked URL)', () => {
  mockServerPerTest(() => [mediaDomain()]);
  const minimum = () => screen.getByLabelText(en.videos.filters.minMinutes);
  const maximum = () => screen.getByLabelText(en.videos.filters.maxMinutes);
  /** The count the totals show, as the page writes it. */
  const count = (videos: readonly unknown[]) => videos.length.toLocaleString('en');

  it.each([
    ['/media/videos?minMinutes=30&maxMinutes=10', 30, 10, en.videos.filters.rangeInvalid],
    ['/media/videos?maxMinutes=0', null, 0, en.videos.filters.maxInvalid],
  ])('%s: says at the maximum what typing them says, and the list is not narrowed by them', async (path, min, max, message) => {
    const { user, router } = await renderMedia(path);
    await waitForRows();
    expect(minimum()).toHaveValue(min);
    expect(maximum()).toHaveValue(max);
    expect(maximum()).toHaveAccessibleDescription(message);
    expect(maximum()).toBeInvalid();
    expect(minimum()).toBeValid();
    expect(minimum()).not.toHaveAccessibleDescription();
    // Neither emptied nor cut by half of the range: every video, as when the range is typed and refused.
    const all = await videosWhere();
    await waitFor(() => expect(totals().Videos).toBe(count(all)));

    // Trying them again changes nothing, as after typing.
    await user.click(maximum());
    await user.keyboard('{Enter}');
    await user.tab();
    expect(maximum()).toHaveAccessibleDescription(message);
    expect(router.state.location.search).toBe(path.slice('/media/videos'.length));
  });

  it('says it until put right, says it again on Back to the link, and Clear filters empties the fields without it', async () => {
    const { user, router } = await renderMedia('/media/videos?minMinutes=30&maxMinutes=10');
    await waitForRows();
    await user.clear(maximum());
    await user.type(maximum(), '20');
    // Still wrong while typing (20 < 30): the message stays, as after typing a reversed range.
    expect(maximum()).toHaveAccessibleDescription(en.videos.filters.rangeInvalid);
    await user.type(maximum(), '0');
    expect(maximum()).not.toHaveAccessibleDescription();
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?minMinutes=30&maxMinutes=200'));
    const inRange = await videosWhere('minDuration=1800&maxDuration=12000');
    await waitFor(() => expect(totals().Videos).toBe(count(inRange)));
    expect(maximum()).toBeValid();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(maximum()).toHaveValue(10));
    expect(minimum()).toHaveValue(30);
    expect(maximum()).toHaveAccessibleDescription(en.videos.filters.rangeInvalid);
    expect(maximum()).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(maximum()).toHaveValue(null));
    expect(minimum()).toHaveValue(null);
    expect(maximum()).not.toHaveAccessibleDescription();
    expect(maximum()).toBeValid();
  });
});
