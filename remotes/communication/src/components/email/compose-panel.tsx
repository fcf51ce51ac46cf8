import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { composeEmailSchema, emailQueryKeys } from '@console/contracts';
import { OffcanvasForm, TextareaField, TextField, useSchemaForm } from '@console/ui';
import { sendEmail } from '../../api/email-api';
import { useCommunicationT } from '../../i18n/use-communication-t';

const empty = { to: '', cc: '', subject: '', message: '' };

/**
 * The compose panel: the kit's OffcanvasForm (asks before throwing typed input away), checked at
 * the field by the rule the mock's send-email uses, in the console's language.
 */
export function ComposePanel({ show, to = '', onHide }: { show: boolean; /** An address to write to, filled in as the panel opens. */ to?: string; onHide(): void }) {
  const t = useCommunicationT();
  const client = useQueryClient();
  const schema = useMemo(
    () => composeEmailSchema({ toRequired: t('email.compose.toRequired'), addressInvalid: t('email.compose.addressInvalid'), subjectRequired: t('email.compose.subjectRequired') }),
    [t],
  );
  const form = useSchemaForm(schema, empty);
  const { reset } = form;
  // Opened to an address: it is the form's starting value (closing untouched asks nothing); closed,
  // the next opening starts empty again.
  useEffect(() => {
    if (show && to) reset({ ...empty, to });
    else if (!show) reset(empty);
  }, [show, to, reset]);
  return (
    <OffcanvasForm
      show={show}
      title={t('email.compose.title')}
      closeLabel={t('email.compose.close')}
      form={form}
      submitLabel={t('email.compose.send')}
      submitRequires={{ action: 'create', subject: 'Email' }}
      onSubmit={async (values) => {
        await sendEmail(values);
        await client.invalidateQueries({ queryKey: emailQueryKeys.all });
        toast.success(t('email.done.sent'));
      }}
      onHide={onHide}
    >
      <TextField name="to" label={t('email.compose.to')} type="text" autoComplete="email" hint={t('email.compose.addressHint')} required />
      <TextField name="cc" label={t('email.compose.cc')} type="text" autoComplete="email" />
      <TextField name="subject" label={t('email.compose.subject')} required />
      <TextareaField name="message" label={t('email.compose.message')} rows={8} />
    </OffcanvasForm>
  );
}
