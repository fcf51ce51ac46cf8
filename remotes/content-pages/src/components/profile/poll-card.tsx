import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@console/auth';
import { queryKeys, type ProfileData } from '@console/contracts';
import { Avatar, SectionCard, useFailureSentence, useFormat } from '@console/ui';
import { votePoll } from '../../api/content-pages-api';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { avatarSrc } from '../artwork';

/**
 * The poll: one vote per person, then every answer's share of the votes. The Vote button goes with
 * the vote, so focus moves to the results (else it would fall to the page body).
 */
export function PollCard({ polls, pollVote }: Pick<ProfileData, 'polls' | 'pollVote'>) {
  const t = useContentPagesT();
  const { number } = useFormat();
  const failureSentence = useFailureSentence();
  const client = useQueryClient();
  const [choice, setChoice] = useState('');
  const idPrefix = useId();
  const results = useRef<HTMLUListElement>(null);
  // Set by this card's Vote: the vote then shown (ours, or the one the server holds after a 409) takes focus.
  const voting = useRef(false);
  const vote = useMutation({
    mutationFn: votePoll,
    onSuccess: (answer) => client.setQueryData<ProfileData>(queryKeys.contentPages.profile, (profile) => profile && { ...profile, ...answer }),
    // 409: a vote was already taken (another tab, another session): this page's figures are old,
    // so the server's current ones and its recorded vote replace them.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: queryKeys.contentPages.profile, exact: true });
      else voting.current = false;
    },
  });
  const voted = pollVote !== '';
  useEffect(() => {
    if (!voted || !voting.current) return;
    voting.current = false;
    results.current?.focus();
  }, [voted]);
  // Our sentence, then why (already voted, say); the server's text only in English (useFailureSentence).
  const failure = vote.error ? failureSentence(t('profile.poll.voteFailed'), vote.error) : undefined;
  return (
    <SectionCard title={t('profile.poll.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice || voted) return;
          voting.current = true;
          vote.mutate(choice);
        }}
      >
        <fieldset disabled={voted || vote.isPending}>
          <legend className="fs-6 fw-semibold">{t('profile.poll.question')}</legend>
          <ul ref={results} tabIndex={-1} aria-label={voted ? t('profile.poll.results') : undefined} className="list-unstyled d-flex flex-column gap-3 mb-3">
            {polls.map((option, index) => (
              <li key={option.name}>
                <div className="form-check d-flex justify-content-between gap-2">
                  <span className="min-w-0 text-break">
                    <input className="form-check-input me-2" type="radio" name={idPrefix} id={`${idPrefix}-${index}`} value={option.name} checked={(voted ? pollVote : choice) === option.name} onChange={() => setChoice(option.name)} />
                    <label className="form-check-label" htmlFor={`${idPrefix}-${index}`}>
                      {option.name}
                    </label>
                  </span>
                  <span className="flex-shrink-0">{number(option.result / 100, { style: 'percent' })}</span>
                </div>
                <div className="progress mt-1" role="progressbar" aria-label={t('profile.poll.share', { name: option.name })} aria-valuenow={option.result} aria-valuemin={0} aria-valuemax={100} style={{ height: 6 }}>
                  <div className="progress-bar" style={{ width: `${option.result}%` }} />
                </div>
                {option.votedUser.length > 0 && (
                  <div className="d-flex gap-1 mt-1" role="group" aria-label={t('profile.poll.voters', { name: option.name })}>
                    {option.votedUser.map((person) => (
                      <Avatar key={person.username} fullName={person.username} src={avatarSrc(person.avatar)} size={24} />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
        {voted ? (
          <p className="mb-0" role="status">
            {t('profile.poll.youVoted', { name: pollVote })}
          </p>
        ) : (
          <button type="submit" className="btn btn-primary btn-sm" disabled={!choice || vote.isPending}>
            {t('profile.poll.vote')}
          </button>
        )}
        {failure && (
          <p className="text-danger-emphasis small mt-2 mb-0" role="alert">
            {failure}
          </p>
        )}
      </form>
    </SectionCard>
  );
}
