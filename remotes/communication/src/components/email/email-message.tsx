import { Fragment, type ReactNode } from 'react';
import type { EmailReply } from '@console/contracts';
import { Avatar } from '@console/ui';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { htmlParagraphs } from '../html-text';
import { useTimeText } from '../use-time-text';

function Party({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="d-flex gap-2">
      <dt className="fw-normal text-body-secondary flex-shrink-0">{term}</dt>
      {/* An address is one long word: it breaks rather than widen the page on a phone. */}
      <dd className="mb-0 min-w-0 text-wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * Addresses ('Name <address>' or a bare address), separated by commas, each isolated: in an Arabic
 * page the angle brackets and the dots at either end would otherwise take the page's direction
 * (mirrored, moved to the other end).
 */
function Parties({ list }: { list: readonly string[] }) {
  return list.map((party, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      <bdi>{party}</bdi>
    </Fragment>
  ));
}

/** One message of a thread: who wrote to whom and when, then its text and attachments. */
export function EmailMessage({ email }: { email: EmailReply }) {
  const t = useCommunicationT();
  const time = useTimeText();
  return (
    <article className="card mb-3" aria-label={email.from.name}>
      <div className="card-header bg-transparent d-flex flex-wrap align-items-center gap-3">
        <Avatar fullName={email.from.name} src={email.from.avatar} size={40} decorative />
        <dl className="mb-0 email-parties small">
          <Party term={t('email.reader.from')}>
            <bdi>
              <span className="fw-semibold">{email.from.name}</span> &lt;{email.from.email}&gt;
            </bdi>
          </Party>
          <Party term={t('email.reader.to')}>
            <Parties list={email.to.map((person) => `${person.name} <${person.email}>`)} />
          </Party>
          {email.cc.length > 0 && (
            <Party term={t('email.reader.cc')}>
              <Parties list={email.cc} />
            </Party>
          )}
          {/* Only the sender's copy keeps its Bcc (the API stores it on mails the user sent or drafted, never on one received). */}
          {email.bcc.length > 0 && (
            <Party term={t('email.reader.bcc')}>
              <Parties list={email.bcc} />
            </Party>
          )}
        </dl>
        <time className="small text-body-secondary" dateTime={email.time}>
          {time.long(email.time)}
        </time>
      </div>
      <div className="card-body email-body text-wrap-anywhere">
        {htmlParagraphs(email.message).map((lines, index) => (
          <p key={index} dir="auto">
            {lines.map((line, at) => (
              <span key={at} className="d-block">
                {line}
              </span>
            ))}
          </p>
        ))}
        {email.attachments.length > 0 && (
          <>
            <h3 className="h6 mt-3">{t('email.reader.attachments')}</h3>
            <ul className="list-unstyled mb-0 d-flex flex-wrap column-gap-3 row-gap-1">
              {email.attachments.map((file) => (
                <li key={file.fileName} className="small min-w-0">
                  {file.fileName} <span className="text-body-secondary">({file.size})</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}
