import { CircleCheck, TriangleAlert } from 'lucide-react';
import { feedProblems, type FeedIssue, type FeedProblem, type FeedValidation } from '@console/contracts';
import { Link } from '@console/router';
import { useConsoleLink } from '@console/runtime';
import { ScrollBox, useFormat } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

/**
 * What the media video editor (the Fix link's target) can change: every problem the contract knows
 * is listed, so a new one does not compile until it is placed (the editor edits the thumbnail, the
 * status, and the video's URL and duration). A code this console does not know yet, from a newer
 * server, gets no Fix: a link to a page that cannot fix it would send the user on a useless trip.
 */
const fixedInVideoEditor: Readonly<Record<FeedProblem, boolean>> = {
  missingThumbnail: true,
  unpublished: true,
  missingUrl: true,
  missingDuration: true,
};

// Typed as any text: the answer's codes come from the server, which may know more than this build.
const isKnown = (problem: string): problem is FeedProblem => (feedProblems as readonly string[]).includes(problem);
/** Whether the video editor fixes at least one of the item's problems. */
const fixable = (issue: FeedIssue) => issue.problems.some((problem: string) => isKnown(problem) && fixedInVideoEditor[problem]);

/**
 * Every item Roku would reject, with why and, where the media library can fix it, a link there.
 * A console without the media library has no editor to send anyone to: no Fix then (the row
 * already names the video and its problems), rather than a link to its missing page.
 */
export function ValidationReport({ validation }: { validation: FeedValidation }) {
  const t = useDistributionT();
  const videoEditor = useConsoleLink('/media/videos');
  const { number, list } = useFormat();
  const describe = (problem: string) => (isKnown(problem) ? t(`channels.problems.${problem}`) : t('channels.otherProblem', { code: problem }));
  const missing = validation.missingPlaylistIds.length > 0 && (
    <p className="d-flex gap-2 align-items-center mb-0 text-warning-emphasis">
      <TriangleAlert size={18} aria-hidden="true" /> {t('channels.missingPlaylists', { playlists: list(validation.missingPlaylistIds.map((id) => t('channels.deletedPlaylist', { id }))) })}
    </p>
  );
  // Roku shows what the last publish sent until the next one: a video gone from the feed since is still on the channel.
  const left = validation.leftSincePublished;
  const stillOnRoku = left.length > 0 && (
    <p className="d-flex gap-2 align-items-center mb-0 text-warning-emphasis">
      <TriangleAlert size={18} aria-hidden="true" />{' '}
      {t('channels.leftSincePublished', { count: left.length, shown: number(left.length), videos: list(left.map(({ videoId, title }) => title ?? t('channels.deletedVideo', { id: videoId }))) })}
    </p>
  );
  if (!validation.issues.length) {
    return missing || stillOnRoku ? (
      <div className="d-flex flex-column gap-2">
        {missing}
        {stillOnRoku}
      </div>
    ) : (
      <p className="d-flex gap-2 align-items-center mb-0 text-success-emphasis">
        <CircleCheck size={18} aria-hidden="true" /> {t('channels.clean')}
      </p>
    );
  }
  return (
    <div className="d-flex flex-column gap-2">
      {missing}
      {stillOnRoku}
      <p className="d-flex gap-2 align-items-center mb-0 text-warning-emphasis">
        <TriangleAlert size={18} aria-hidden="true" /> {t('channels.issuesCount', { count: validation.issues.length, shown: number(validation.issues.length) })}
      </p>
      <ScrollBox label={t('channels.report')}>
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">{t('channels.report')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('channels.issueColumns.video')}</th>
              <th scope="col">{t('channels.issueColumns.problems')}</th>
              <th scope="col">{t('channels.issueColumns.playlists')}</th>
              {videoEditor && (
                <th scope="col">
                  <span className="visually-hidden">{t('channels.issueColumns.fix')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {validation.issues.map((issue) => (
              <tr key={issue.videoId}>
                <th scope="row" className="fw-normal">{issue.title}</th>
                <td>
                  <ul className="list-unstyled mb-0">
                    {issue.problems.map((problem) => (
                      <li key={problem}>{describe(problem)}</li>
                    ))}
                  </ul>
                </td>
                <td>{list(issue.playlists)}</td>
                {videoEditor && (
                  <td className="text-end">
                    {fixable(issue) && (
                      <Link className="btn btn-sm btn-outline-primary" to={`${videoEditor}/${issue.videoId}`} aria-label={t('channels.fix', { title: issue.title })}>
                        {t('channels.issueColumns.fix')}
                      </Link>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
