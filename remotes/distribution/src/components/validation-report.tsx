import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { FeedValidation } from '@console/contracts';
import { Link } from '@console/router';
import { useFormat } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

/** Every item Roku would reject, with why and a link to fix it in the media library. */
export function ValidationReport({ validation }: { validation: FeedValidation }) {
  const t = useDistributionT();
  const { number } = useFormat();
  const missing = validation.missingPlaylistIds.length > 0 && (
    <p className="d-flex gap-2 align-items-center mb-0 text-warning-emphasis">
      <TriangleAlert size={18} aria-hidden="true" /> {t('channels.missingPlaylists', { playlists: validation.missingPlaylistIds.map((id) => t('channels.deletedPlaylist', { id })).join(', ') })}
    </p>
  );
  if (!validation.issues.length) {
    return (
      missing || (
        <p className="d-flex gap-2 align-items-center mb-0 text-success-emphasis">
          <CircleCheck size={18} aria-hidden="true" /> {t('channels.clean')}
        </p>
      )
    );
  }
  return (
    <div className="d-flex flex-column gap-2">
      {missing}
      <p className="d-flex gap-2 align-items-center mb-0 text-warning-emphasis">
        <TriangleAlert size={18} aria-hidden="true" /> {t('channels.issuesCount', { count: validation.issues.length, shown: number(validation.issues.length) })}
      </p>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">{t('channels.report')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('channels.issueColumns.video')}</th>
              <th scope="col">{t('channels.issueColumns.problems')}</th>
              <th scope="col">{t('channels.issueColumns.playlists')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('channels.issueColumns.fix')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {validation.issues.map((issue) => (
              <tr key={issue.videoId}>
                <th scope="row" className="fw-normal">{issue.title}</th>
                <td>
                  <ul className="list-unstyled mb-0">
                    {issue.problems.map((problem) => (
                      <li key={problem}>{t(`channels.problems.${problem}`)}</li>
                    ))}
                  </ul>
                </td>
                <td>{issue.playlists.join(', ')}</td>
                <td className="text-end">
                  <Link className="btn btn-sm btn-outline-primary" to={`/media/videos/${issue.videoId}`} aria-label={t('channels.fix', { title: issue.title })}>
                    {t('channels.issueColumns.fix')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
