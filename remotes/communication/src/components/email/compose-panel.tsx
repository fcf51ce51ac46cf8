import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { useQueryClient } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { addressList, composeEmailMessagesEn, composeEmailSchema, draftEmailSchema, emailQueryKeys, type DemoEmail, type DraftEmail } from '@console/contracts';
import { ConfirmDialog, isolate, OffcanvasForm, TextareaField, TextField, useErrorText, useKnownMessageText, useSchemaForm, type RunAction } from '@console/ui';
import { saveDraft, sendEmail, updateEmails } from '../../api/email-api';
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

/** `to` with what it holds already: its addresses as typed, `address` added when it is not one of them. */
const withRecipient = (to: string, address: string) =>
  addressList(to).some((known) => known.toLowerCase() === address.toLowerCase()) ? to : [to.replace(/[\s,;]+$/, ''), address].filter(Boolean).join(', ');

/** Someone to write to (a link's ?compose=, with the subject a file asked for gives). */
export interface Addressee {
  to: string;
  subject: string;
}

interface ComposePanelProps {
  show: boolean;
  /**
   * Someone to write to: it fills the panel as it opens. A new one while it is open (another
   * object: the same person asked for again counts) is added to To, and everything typed stays.
   */
  addressee?: Addressee | null;
  /** A draft to go on with: it fills the panel; Save draft saves it again, Send sends it, Delete draft moves it to the trash. */
  draft?: DemoEmail | null;
  onHide(): void;
  /** Where the focus goes on closing when the button that opened the panel is gone (the page's heading when not given). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** The draft was sent or deleted: a reader showing it has nothing left to show. */
  onDraftGone?(draft: DemoEmail): void;
}

/**
 * The compose panel: the kit's OffcanvasForm (asks before throwing typed input away), checked at
 * the field by the rules the mock's send-email and save-draft use, in the console's language.
 */
export function ComposePanel({ show, addressee = null, draft = null, onHide, fallbackFocus, onDraftGone }: ComposePanelProps) {
  const t = useCommunicationT();
  const refusal = useErrorText();
  const client = useQueryClient();
  const maySave = allows(useAbility(), { action: 'update', subject: 'Email' });
  // Send's rules check the form as it is filled in; Save draft checks the draft's (no recipient yet is fine) when pressed.
  const common = useKnownMessageText();
  const { sendRules, draftRules } = useMemo(() => {
    const messages = {
      toRequired: t('email.compose.toRequired'),
      addressInvalid: t('email.compose.addressInvalid'),
      subjectRequired: t('email.compose.subjectRequired'),
      // The limits every form says alike, already in every language.
      subjectTooLong: common('common.errors.lineTooLong') ?? composeEmailMessagesEn.subjectTooLong,
      messageTooLong: common('common.errors.longTooLong') ?? composeEmailMessagesEn.messageTooLong,
    };
    return { sendRules: composeEmailSchema(messages), draftRules: draftEmailSchema(messages) };
  }, [t, common]);
  const form = useSchemaForm(sendRules, empty);
  const { reset } = form;
  // Someone asked for while a message is open: added to To, an empty Subject taking the one a file
  // gives; said in a toast, as the panel looks much the same otherwise.
  const addRecipient = useEffectEvent(({ to: address, subject: asked }: Addressee) => {
    const values = form.getValues();
    const next = { ...values, to: withRecipient(values.to, address), subject: values.subject.trim() ? values.subject : asked || values.subject };
    // Untouched, the panel starts from them (closing asks nothing); typed in, they are one more change.
    if (!form.formState.isDirty) reset(next);
    else (['to', 'subject'] as const).forEach((name) => form.setValue(name, next[name], { shouldDirty: true, shouldValidate: form.getFieldState(name).invalid }));
    toast(t(next.to === values.to ? 'email.compose.alreadyRecipient' : 'email.compose.recipientAdded', { address: isolate(address) }));
  });
  // The panel fills from its addressee or draft only as it opens: never again while it is open,
  // where a reset would throw away what is being typed (`draft` is the page's snapshot taken as it
  // opened; a list refreshing behind the panel must leave it be). Opened so, it is the form's
  // starting value (closing untouched asks nothing); closed, the next opening starts empty again.
  const last = useRef<{ show: boolean; addressee: Addressee | null }>({ show: false, addressee: null });
  useEffect(() => {
    const { show: wasShown, addressee: taken } = last.current;
    last.current = { show, addressee };
    if (!show) reset(empty);
    else if (!wasShown) reset(draft ? draftValues(draft) : { ...empty, ...addressee });
    else if (addressee && addressee !== taken) addRecipient(addressee);
  }, [show, addressee, draft, reset]);
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
  /**
   * Save draft: checked by the draft's rules (a refusal at its field, the first one focused), then
   * saved through the panel's `run`: Send keeps its label while the draft saves, the panel closes
   * when it is saved and says a failure above the fields.
   */
  const saveAsDraft = (run: RunAction) => {
    const checked = v.safeParse(draftRules, form.getValues());
    if (!checked.success) {
      const refused = Object.entries(v.flatten<typeof draftRules>(checked.issues).nested ?? {});
      refused.forEach(([name, messages], index) => form.setError(name as keyof DraftEmail, { type: 'draft', message: messages?.[0] }, { shouldFocus: index === 0 }));
      return;
    }
    form.clearErrors();
    run(() => store(checked.output));
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
        fallbackFocus={fallbackFocus}
      >
        {/* Addresses run left to right on an Arabic page too. */}
        <TextField name="to" label={t('email.compose.to')} type="text" autoComplete="email" hint={t('email.compose.addressHint')} required dir="ltr" />
        <TextField name="cc" label={t('email.compose.cc')} type="text" autoComplete="email" dir="ltr" />
        <TextField name="bcc" label={t('email.compose.bcc')} type="text" autoComplete="email" dir="ltr" />
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
