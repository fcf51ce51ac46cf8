import * as v from 'valibot';
import { ChatMessageTextSchema, composeEmailMessagesEn, composeEmailSchema, draftEmailSchema, textLimits } from '@console/contracts';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';

// The email and chat rules live in contracts' template-demo.ts; this remote is where they are tested.
mockServerPerTest(() => [templateDemoDomain()]);

const mail = { to: 'kwame.mensah@studio.example', cc: '', bcc: '', subject: 'Rates', message: 'See you.' };
const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) => result.issues?.map((issue) => issue.message);

describe.each([
  ['a mail sent', composeEmailSchema()],
  ['a draft saved', draftEmailSchema()],
])('%s', (_, schema) => {
  it(`takes a subject of ${textLimits.line} characters (trimmed) and refuses one more`, () => {
    expect(v.safeParse(schema, { ...mail, subject: ` ${'s'.repeat(textLimits.line)} ` }).success).toBe(true);
    expect(firstMessage(v.safeParse(schema, { ...mail, subject: 's'.repeat(textLimits.line + 1) }))).toEqual([composeEmailMessagesEn.subjectTooLong]);
  });

  it(`takes a text of ${textLimits.long} characters and refuses one more`, () => {
    expect(v.safeParse(schema, { ...mail, message: 'm'.repeat(textLimits.long) }).success).toBe(true);
    expect(firstMessage(v.safeParse(schema, { ...mail, message: 'm'.repeat(textLimits.long + 1) }))).toEqual([composeEmailMessagesEn.messageTooLong]);
  });

  it('says the limits in English by default (the mock’s answers)', () => {
    expect(composeEmailMessagesEn).toMatchObject({ subjectTooLong: 'Use at most 100 characters.', messageTooLong: 'Use at most 5000 characters.' });
  });
});

describe('a chat message', () => {
  it(`takes ${textLimits.paragraph} characters (trimmed) and refuses one more with the common key`, () => {
    expect(v.parse(ChatMessageTextSchema, ` ${'c'.repeat(textLimits.paragraph)} `)).toBe('c'.repeat(textLimits.paragraph));
    expect(firstMessage(v.safeParse(ChatMessageTextSchema, 'c'.repeat(textLimits.paragraph + 1)))).toEqual(['common.errors.paragraphTooLong']);
  });
});

describe('the mock', () => {
  it('refuses a subject past 100 characters at send-email and save-draft, in English', async () => {
    for (const path of ['/apps/email/send-email', '/apps/email/save-draft']) {
      const answer = await fetch(path, { method: 'POST', body: JSON.stringify({ ...mail, subject: 's'.repeat(10_000) }) });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { errors: Record<string, string> }).errors).toEqual({ subject: 'Use at most 100 characters.' });
    }
  });
});
