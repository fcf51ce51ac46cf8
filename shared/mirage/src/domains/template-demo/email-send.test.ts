import type { EmailsResponse, SendEmailResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { templateDemoDomain } from '.';
import { textToHtml } from './email-send';
import { mailboxOwner } from './email-seed';

const { call } = mockApi(() => [templateDemoDomain()]);
const send = (body: unknown) => call('POST', '/apps/email/send-email', body);
const compose = { to: 'kwame.mensah@studio.example; grace@studio.example', cc: '', subject: ' Rates ', message: 'Line one\nline two\n\n<b>Bold?</b>' };

describe('POST /apps/email/send-email (extension)', () => {
  it('stores the mail in Sent, from the mailbox owner, read, newest first', async () => {
    const { status, body } = await send(compose);
    expect(status).toBe(201);
    const { email } = body as SendEmailResponse;
    expect(email).toMatchObject({
      id: 21,
      folder: 'sent',
      from: mailboxOwner,
      to: [{ name: 'kwame.mensah', email: 'kwame.mensah@studio.example' }, { name: 'grace', email: 'grace@studio.example' }],
      cc: [],
      subject: 'Rates',
      message: '<p>Line one<br>line two</p><p>&lt;b&gt;Bold?&lt;/b&gt;</p>',
      isRead: true,
      isStarred: false,
    });
    const sent = (await call('GET', '/apps/email/emails?folder=sent')).body as EmailsResponse;
    expect(sent.emails[0]).toEqual(email);
    expect((await call('GET', '/apps/email/get-email?id=21')).body).toEqual({ email });
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    expect(await send({ to: 'kwame', cc: 'ok@studio.example, nope', subject: '  ', message: '' })).toEqual({
      status: 400,
      body: {
        message: 'The email is not valid.',
        errors: { to: 'Enter valid email addresses.', cc: 'Enter valid email addresses.', subject: 'Enter a subject.' },
      },
    });
    expect((await send({ to: ' , ', subject: 'x' })).body).toMatchObject({ errors: { to: 'Enter at least one recipient.' } });
    expect((await send('not json')).status).toBe(400);
    const sent = (await call('GET', '/apps/email/emails?folder=sent')).body as EmailsResponse;
    expect(sent.emails).toHaveLength(3);
  });
});

it('textToHtml keeps paragraphs and escapes markup', () => {
  expect(textToHtml('')).toBe('<p></p>');
  expect(textToHtml('a & "b"')).toBe('<p>a &amp; &quot;b&quot;</p>');
});
