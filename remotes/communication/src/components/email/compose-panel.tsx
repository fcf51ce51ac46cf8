import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { useQueryClient } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { composeEmailSchema, draftEmailSchema, emailQueryKeys, type ComposeEmailMessages, type DemoEmail, type DraftEmail } from '@console/contracts';
import { ConfirmDialog, OffcanvasForm, TextareaField, TextField, useSchemaForm, type RunAction } from '@console/ui';
import { saveDraft, sendEmail, updateEmails } from '../../api/email-api';
import { useRefusalText } from '../../hooks/use-refusal-text';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { textOf } from '../html-text';

const empty = { to: '', cc: '', bcc: '', subject: '', message: '' };

/** A stored draft as the form's values: addresses separated by commas, the text as typed. */
const draftValues = (draft: DemoEmail) => ({
  to: draft.to.map((person) => person.email).join(', '),
  cc: draft.cc.join(', '),
  bcc: draft.bcc.join(', '),
  subject: draft.subject,
  message: textOf(draft.message),
});

/**
 * The rule the form checks, switched by the button pressed: Send's, or Save draft's (a draft may
 * have no recipient yet). One per panel; the switch is read as the form validates, never rendered.
 */
function switchableRules() {
  let drafting = false;
  return {
    setDrafting: (on: boolean) => {
      drafting = on;
    },
    schema: (messages: ComposeEmailMessages) => {
      const send = composeEmailSchema(messages);
      const draft = draftEmailSchema(messages);
      return v.lazy(() => (drafting ? draft : send));
    },
  };
}

interface ComposePanelProps {
  show: boolean;
  /** An address to write to, filled in as the panel opens. */
  to?: string;
  /** A draft to go on with: it fills the panel; Save draft saves it again, Send sends it, Delete draft moves it to the trash. */
  draft?: DemoEmail | null;
  onHide(): void;
  /** The draft was sent or deleted: a reader showing it has nothing left to show. */
  onDraftGone?(draft: DemoEmail): void;
}

/**
 * The compose panel: the kit's OffcanvasForm (asks before throwing typed input away), checked at
 * the field by the rules the mock's send-email and save-draft use, in the console's language.
 */
export function ComposePanel({ show, to = '', draft = null, onHide, onDraftGone }: ComposePanelProps) {
  const t = useCommunicationT();
  const refusal = useRefusalText();
  const client = useQueryClient();
  const maySave = allows(useAbility(), { action: 'update', subject: 'Email' });
  const [rules] = useState(switchableRules);
  const schema = useMemo(
    () => rules.schema({ toRequired: t('email.compose.toRequired'), addressInvalid: t('email.compose.addressInvalid'), subjectRequired: t('email.compose.subjectRequired') }),
    [rules, t],
  );
  const form = useSchemaForm(schema, empty);
  const { reset } = form;
  // Opened to an address or a draft: it is the form's starting value (closing untouched asks
  // nothing); closed, the next opening starts empty again. `draft` is the page's snapshot taken as
  // it opened, so a list refreshing behind the panel never resets what is being typed.
  useEffect(() => {
    if (show && draft) reset(draftValues(draft));
    else if (show && to) reset({ ...empty, to });
    else if (!show) reset(empty);
  }, [show, to, draft, reset]);
  const [deleting, setDeleting] = useState<RunAction | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: emailQueryKeys.all });
  const store = async (values: DraftEmail) => {
    try {
      const { email } = await saveDraft(draft ? { ...values, id: draft.id } : values);
      client.setQueryData(emailQueryKeys.detail(email.id), { email });
    } catch (error) {
      throw new Error(refusal(error, t('email.compose.saveFailed')));
    }
    await refresh();
    toast.success(t('email.done.draftSaved'));
  };
  /** Save draft: checked by the draft's rule, then saved through the panel's `run` (closes when saved, says a failure above the fields). */
  const saveAsDraft = (run: RunAction) => {
    rules.setDrafting(true);
    const saved = form.handleSubmit(
      (values) =>
        new Promise<void>((resolve, reject) => {
          // Settled with the save, so the form counts as submitted (nothing left unsaved) only once it is.
          run(() => store(values).then(resolve, (error: unknown) => {
            reject(error);
            throw error;
          }));
        }),
    )();
    void saved.catch(() => undefined).finally(() => rules.setDrafting(false));
  };
  const remove = async (id: number) => {
    try {
      await updateEmails({ emailIds: [id], dataToUpdate: { folder: 'trash' } });
    } catch (error) {
      throw new Error(refusal(error, t('email.changeRefused')));
    }
    await refresh();
    if (draft) onDraftGone?.(draft);
    toast.success(t('email.done.draftDeleted'));
  };

  return (
    <>
      <OffcanvasForm
        show={show}
        title={draft ? t('email.compose.draftTitle') : t('email.compose.title')}
        closeLabel={draft ? t('email.compose.closeDraft') : t('email.compose.close')}
        form={form}
        submitLabel={t('email.compose.send')}
        submitRequires={{ action: 'create', subject: 'Email' }}
        onSubmit={async (values) => {
          await sendEmail(draft ? { ...values, draftId: draft.id } : values);
          await refresh();
          if (draft) onDraftGone?.(draft);
          toast.success(t('email.done.sent'));
        }}
        actions={(run) =>
          maySave && (
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => saveAsDraft(run)}>
                {t('email.compose.saveDraft')}
              </button>
              {draft && (
                <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(() => run)}>
                  {t('email.compose.deleteDraft')}
                </button>
              )}
            </>
          )
        }
        onHide={onHide}
      >
        <TextField name="to" label={t('email.compose.to')} type="text" autoComplete="email" hint={t('email.compose.addressHint')} required />
        <TextField name="cc" label={t('email.compose.cc')} type="text" autoComplete="email" />
        <TextField name="bcc" label={t('email.compose.bcc')} type="text" autoComplete="email" />
        <TextField name="subject" label={t('email.compose.subject')} required />
        <TextareaField name="message" label={t('email.compose.message')} rows={8} />
      </OffcanvasForm>
      <ConfirmDialog
        show={deleting !== null}
        title={t('email.compose.deleteTitle')}
        confirmLabel={t('email.compose.deleteDraft')}
        variant="danger"
        onConfirm={() => {
          const go = deleting;
          setDeleting(null);
          if (draft) go?.(() => remove(draft.id));
        }}
        onCancel={() => setDeleting(null)}
      >
        {t('email.compose.deleteText')}
      </ConfirmDialog>
    </>
  );
}
